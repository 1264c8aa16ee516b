import { useTranslation } from 'react-i18next';
import { Offcanvas, OffcanvasBody, OffcanvasHeader } from 'reactstrap';
import { LAYOUT_TYPES, LAYOUT_WIDTHS, SIDEBAR_TYPES, THEMES } from './layoutSettings';
import { useLayout } from './LayoutProvider';

function OptionGroup<T extends string>({
  name,
  options,
  value,
  onChange,
}: {
  name: string;
  options: readonly T[];
  value: T;
  onChange: (value: T) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3">
      <legend className="fs-6 fw-semibold">{t(`layout.settings.${name}`)}</legend>
      {options.map((option) => (
        <div className="form-check" key={option}>
          <input
            className="form-check-input"
            type="radio"
            id={`${name}-${option}`}
            name={name}
            checked={value === option}
            onChange={() => onChange(option)}
          />
          <label className="form-check-label" htmlFor={`${name}-${option}`}>
            {t(`layout.settings.options.${option}`)}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

/** The right-hand settings panel with every layout option. */
export function SettingsPanel() {
  const { t } = useTranslation();
  const { layout, dispatch } = useLayout();
  const close = () => dispatch({ type: 'rightSidebar', value: false });
  return (
    <Offcanvas direction="end" isOpen={layout.showRightSidebar} toggle={close} data-testid="settings-panel">
      <OffcanvasHeader toggle={close}>{t('layout.settings.title')}</OffcanvasHeader>
      <OffcanvasBody>
        <OptionGroup name="layoutType" options={LAYOUT_TYPES} value={layout.layoutType} onChange={(value) => dispatch({ type: 'layoutType', value })} />
        <OptionGroup name="layoutWidth" options={LAYOUT_WIDTHS} value={layout.layoutWidth} onChange={(value) => dispatch({ type: 'layoutWidth', value })} />
        <OptionGroup name="topbarTheme" options={THEMES} value={layout.topbarTheme} onChange={(value) => dispatch({ type: 'topbarTheme', value })} />
        {layout.layoutType === 'vertical' && (
          <>
            <OptionGroup
              name="sidebarType"
              options={SIDEBAR_TYPES}
              value={layout.sidebarType}
              onChange={(value) => dispatch({ type: 'sidebarType', value, screenWidth: window.innerWidth })}
            />
            <OptionGroup name="sidebarTheme" options={THEMES} value={layout.sidebarTheme} onChange={(value) => dispatch({ type: 'sidebarTheme', value })} />
          </>
        )}
      </OffcanvasBody>
    </Offcanvas>
  );
}
