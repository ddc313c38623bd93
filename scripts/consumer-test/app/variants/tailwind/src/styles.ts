// An app on Tailwind 4 compiles its own stylesheet, with the package's theme in it.
import './app.css';
