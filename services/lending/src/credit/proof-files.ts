import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { FilesInterceptor } from '@nestjs/platform-express';
import { ApiConsumes } from '@nestjs/swagger';
import { memoryStorage } from 'multer';
import { MAX_IMAGE_BYTES } from '@meridian/http';

/** A customer sends at most this many proof images at once (multipart field `proofs`). */
export const PROOF_FILES = 3;

/** A route that takes up to three proof images as multipart field `proofs`, kept in memory until their bytes are checked. */
export const ProofUpload = () =>
  applyDecorators(
    ApiConsumes('multipart/form-data'),
    UseInterceptors(FilesInterceptor('proofs', PROOF_FILES, { storage: memoryStorage(), limits: { fileSize: MAX_IMAGE_BYTES + 1, files: PROOF_FILES } })),
  );

/** The uploaded proofs by role, `proof1` to `proof3`, in the order they were sent. */
export const proofsByRole = (files: readonly Express.Multer.File[] | undefined) => new Map((files ?? []).map((file, index) => [`proof${index + 1}`, file.buffer] as const));
