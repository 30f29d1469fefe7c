// Components of the overlays group; each folder exports its own public API.
export {};
