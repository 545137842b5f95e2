import { css } from '@emotion/react';
import { Button, describedByOf, FieldError, fieldStyles, RequiredMark, theme } from '@clinic/platform';
import SignaturePad, { type PointGroup } from 'signature_pad';
import { forwardRef, useEffect, useImperativeHandle, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { NS } from '../../texts';

export interface SignatureHandle {
  /** The drawing as a PNG image, or null when nothing is drawn. */
  toPng(): Promise<Blob | null>;
  clear(): void;
}

export interface SignatureFieldProps {
  id: string;
  error?: string | null;
  /** Whether something is drawn: the asterisk shows until the first stroke. */
  signed: boolean;
  /** Called with true after a stroke and with false when cleared. */
  onSignedChange(signed: boolean): void;
}

/** Strokes scaled by `factor`, so a drawing keeps its shape when the pad's width changes. */
export function scaleStrokes(groups: readonly PointGroup[], factor: number): PointGroup[] {
  return groups.map((group) => ({ ...group, points: group.points.map((p) => ({ ...p, x: p.x * factor, y: p.y * factor })) }));
}

const canvasCss = css({
  display: 'block',
  width: '100%',
  maxWidth: '600px',
  // Height follows width, so scaling the strokes with the width keeps them inside the pad.
  aspectRatio: '5 / 2',
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius,
  background: theme.colors.background,
  cursor: 'crosshair',
  '&:focus-visible': { outline: `3px solid ${theme.colors.focus}`, outlineOffset: '1px' },
  '&[data-invalid="true"]': { borderColor: theme.colors.error },
});

/** The drawn signature (signature_pad): mouse, pen and touch; the asterisk goes once something is drawn. */
export const SignatureField = forwardRef<SignatureHandle, SignatureFieldProps>(function SignatureField({ id, error, signed, onSignedChange }, ref) {
  const { t } = useTranslation(NS.public);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const onSignedChangeRef = useRef(onSignedChange);
  onSignedChangeRef.current = onSignedChange;

  useEffect(() => {
    const canvas = canvasRef.current!;
    const pad = new SignaturePad(canvas);
    padRef.current = pad;
    const onEndStroke = () => onSignedChangeRef.current(!pad.isEmpty());
    pad.addEventListener('endStroke', onEndStroke);

    // The bitmap follows the displayed size and the screen's pixel density; strokes scale along.
    let drawnWidth = 0;
    const fit = () => {
      const width = canvas.offsetWidth;
      if (!width || width === drawnWidth) return;
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = pad.toData();
      canvas.width = width * ratio;
      canvas.height = canvas.offsetHeight * ratio;
      canvas.getContext('2d')?.scale(ratio, ratio);
      pad.fromData(drawnWidth ? scaleStrokes(strokes, width / drawnWidth) : strokes);
      drawnWidth = width;
    };
    fit();
    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    return () => {
      observer.disconnect();
      pad.removeEventListener('endStroke', onEndStroke);
      pad.off();
      padRef.current = null;
    };
  }, []);

  const clear = () => {
    padRef.current?.clear();
    onSignedChangeRef.current(false);
  };

  useImperativeHandle(ref, () => ({
    toPng: () =>
      new Promise<Blob | null>((resolve) => {
        const canvas = canvasRef.current;
        if (!canvas || !padRef.current || padRef.current.isEmpty()) return resolve(null);
        canvas.toBlob(resolve, 'image/png');
      }),
    clear,
  }));

  const hintId = `${id}-hint`;
  return (
    <div css={fieldStyles.wrapper}>
      <span id={`${id}-label`} css={fieldStyles.label}>
        {t('form.signature.label')}
        {signed ? null : <RequiredMark />}
      </span>
      <span id={hintId} css={fieldStyles.hint}>
        {t('form.signature.hint')}
      </span>
      <canvas
        ref={canvasRef}
        id={id}
        tabIndex={-1}
        role="img"
        aria-labelledby={`${id}-label`}
        aria-describedby={describedByOf(id, error, true)}
        // An image has no aria-invalid: the error reaches assistive technology through aria-describedby.
        data-invalid={error ? true : undefined}
        data-testid="signature-pad"
        css={canvasCss}
      />
      <div>
        <Button variant="secondary" onClick={clear}>
          {t('form.signature.clear')}
        </Button>
      </div>
      <FieldError id={id} error={error} />
    </div>
  );
});
