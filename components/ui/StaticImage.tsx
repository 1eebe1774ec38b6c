import type { ImageRef } from '@/content/types';

type StaticImageProps = Omit<React.ComponentProps<'img'>, 'src' | 'alt' | 'width' | 'height'> & {
  image: ImageRef;
  /** Overrides the content's alt text, e.g. "" where a caption or heading already says it. */
  alt?: string;
};

/**
 * An image from public/ with its intrinsic size set (no layout shift).
 * A plain <img> rather than next/image: the export serves our SVGs as they are, so the optimiser
 * would add JavaScript and nothing else.
 */
export function StaticImage({ image, alt, loading = 'lazy', decoding = 'async', ...rest }: StaticImageProps) {
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static export, SVGs served as they are
    <img
      src={image.src}
      alt={alt ?? image.alt}
      width={image.width}
      height={image.height}
      loading={loading}
      decoding={decoding}
      {...rest}
    />
  );
}
