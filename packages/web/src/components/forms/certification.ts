/**
 * Superset's rule for a certification typed into a properties dialog (charts, dashboards): blank
 * texts are saved as null, and details are kept only when someone certified.
 */
export function certificationBody(values: { certified_by: string; certification_details: string }): {
  certified_by: string | null;
  certification_details: string | null;
} {
  const certifiedBy = values.certified_by.trim() || null;
  return {
    certified_by: certifiedBy,
    certification_details: certifiedBy ? values.certification_details.trim() || null : null,
  };
}
