// An app without Tailwind: the package's precompiled stylesheet, as its README says.
import '@ekran/ui/styles.css';
