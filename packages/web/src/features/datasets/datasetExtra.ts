/** The parts of a dataset's or metric's `extra` JSON the UI shows. */
export interface CertificationInfo {
  certifiedBy?: string;
  details?: string;
  warningMarkdown?: string;
}

export type ExtraObject = Record<string, unknown>;

/** `extra` is a JSON string on the wire; anything unreadable counts as empty. */
export function parseExtra(text: string | null | undefined): ExtraObject {
  if (!text) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? (parsed as ExtraObject)
      : {};
  } catch {
    return {};
  }
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

export function certificationOf(extra: string | null | undefined): CertificationInfo {
  const parsed = parseExtra(extra);
  const certification = (parsed.certification ?? {}) as Record<string, unknown>;
  return {
    certifiedBy: text(certification.certified_by),
    details: text(certification.details),
    warningMarkdown: text(parsed.warning_markdown),
  };
}

/**
 * Writes certification and warning into an `extra` object the way Superset stores them: a
 * `certification` object only while someone is named as certifier, no empty keys.
 */
export function withCertification(extra: ExtraObject, info: CertificationInfo): ExtraObject {
  const next: ExtraObject = { ...extra };
  delete next.certification;
  delete next.warning_markdown;
  const certifiedBy = info.certifiedBy?.trim();
  if (certifiedBy) {
    next.certification = { certified_by: certifiedBy, details: info.details?.trim() ?? '' };
  }
  const warning = info.warningMarkdown?.trim();
  if (warning) next.warning_markdown = warning;
  return next;
}
