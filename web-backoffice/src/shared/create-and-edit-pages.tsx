import type { ComponentType } from 'react';
import { Create, Edit, type RaRecord, type RedirectionSideEffect, type TransformData } from 'react-admin';

type CreateAndEditPagesOptions = {
  /** The one form of both pages; `creating`: the inputs that are fixed once the record exists are shown too. */
  Form: ComponentType<{ creating?: boolean }>;
  /** The body the server takes from the form's values; `createTransform` where a new record's differs. */
  transform: TransformData;
  createTransform?: TransformData;
  redirect: RedirectionSideEffect;
  title: string;
  /** A new record's starting values. */
  defaults: Partial<RaRecord>;
};

/** A resource's Create and Edit pages around one form; a change is saved only once the server answers. */
export const createAndEditPages = ({
  Form,
  transform,
  createTransform = transform,
  redirect,
  title,
  defaults,
}: CreateAndEditPagesOptions) => ({
  Create: () => (
    <Create transform={createTransform} redirect={redirect} title={title} record={defaults}>
      <Form creating />
    </Create>
  ),
  Edit: () => (
    <Edit mutationMode="pessimistic" transform={transform} redirect={redirect} title={title}>
      <Form />
    </Edit>
  ),
});
