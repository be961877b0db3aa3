/** A file's size in megabytes with two decimals, as the file pickers show it. */
export const sizeInMb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(2)} MB`;
