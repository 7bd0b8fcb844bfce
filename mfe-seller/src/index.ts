// Async boundary: shared singletons are negotiated before React loads.
import('./bootstrap');
