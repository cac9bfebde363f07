import type { ComponentPropsWithoutRef, ReactNode } from 'react';

interface CardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  // The heading's id, which names the section for assistive technology.
  titleId: string;
  title: ReactNode;
}

// A titled card: a <section> named by its <h2 className="card__title">.
export const Card = ({ titleId, title, className, children, ...rest }: CardProps) => (
  <section className={className ? `card ${className}` : 'card'} aria-labelledby={titleId} {...rest}>
    <h2 id={titleId} className="card__title">
      {title}
    </h2>
    {children}
  </section>
);
