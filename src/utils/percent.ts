/** A conversion as a percentage to one decimal place ('2.5%'), or '' without views: as the Overview shows it. */
export const percent = (ratio: number | null) => (ratio === null ? '' : `${(ratio * 100).toFixed(1)}%`);
