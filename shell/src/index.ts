// An async boundary: shared singletons (React, the store...) are negotiated before any app code runs.
import('./bootstrap');
