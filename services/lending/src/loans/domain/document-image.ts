/** An image an applicant sent, as events refer to it; the bytes stay in `lending_images`. */
export interface DocumentImage {
  imageId: string;
  role: string;
  mime: 'image/jpeg' | 'image/png';
  size: number;
  sha256: string;
}
