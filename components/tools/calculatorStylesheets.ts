// The stylesheets every calculator's markup uses, in the order the calculators import them. An island
// imports them so that they are in the exported page's CSS: a tool's code arrives later by import(),
// and CSS reached only that way would be missing from the HTML (and the page without JavaScript).
import '@/components/calculators/NumberField.module.css';
import '@/components/calculators/ShareButton.module.css';
import '@/components/calculators/ResultPanel.module.css';
import '@/components/calculators/CalculatorFrame.module.css';
import '@/components/calculators/YearlyChart.module.css';
import '@/components/ui/ScrollBox.module.css';
import '@/components/calculators/YearlyTable.module.css';
