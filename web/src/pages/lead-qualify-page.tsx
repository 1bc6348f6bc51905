import { useTenant } from '../tenant/tenant-context';

/** Step 1 of the intake (spec section 2: lead-qualify is step 1, lead-intro step 2, then the questions). */
export function LeadQualifyPage() {
  const configurations = useTenant().brandConfig.configurations;
  return (
    <section className="step" aria-labelledby="step-heading">
      <p className="step__label">Step 1</p>
      <h1 id="step-heading">
        {configurations ? `Let's see if ${configurations.brandName} is right for you` : "Let's get started"}
      </h1>
      <p>A few quick questions come next. It takes about two minutes.</p>
    </section>
  );
}
