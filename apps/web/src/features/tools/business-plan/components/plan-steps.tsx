import { EntryList, ImageField, StringList, TextField, type TStepProps } from './fields';

/** The fields of wizard step `step` (1..13). */
export function PlanStep({ step, ...props }: TStepProps & { step: number }) {
  switch (step) {
    case 1:
      return (
        <div className="space-y-5">
          <TextField {...props} field="companyName" label="Company name" placeholder="Acme Robotics Ltd" />
          <TextField {...props} field="tagline" label="Tagline" placeholder="Robots that fold laundry" />
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...props} field="location" label="Location" placeholder="Manchester, UK" />
            <TextField
              {...props}
              field="legalStructure"
              label="Legal structure"
              placeholder="Private limited company"
            />
          </div>
          <ImageField {...props} />
        </div>
      );
    case 2:
      return (
        <TextField
          {...props}
          field="executiveSummary"
          label="Executive summary"
          hint="What you do, for whom, why now and what you need — readers often stop here."
        />
      );
    case 3:
      return (
        <div className="space-y-5">
          <TextField {...props} field="mission" label="Mission" hint="Why the company exists, in a sentence or two." />
          <TextField {...props} field="vision" label="Vision" hint="What the world looks like when you succeed." />
        </div>
      );
    case 4:
      return (
        <StringList
          {...props}
          list="problemList"
          legend="The problems your customers have (up to 5)"
          itemLabel="Problem"
          placeholders={['Folding laundry takes hours every week']}
        />
      );
    case 5:
      return (
        <div className="space-y-6">
          <StringList {...props} list="solutionList" legend="How you solve them (up to 5)" itemLabel="Solution" />
          <TextField
            {...props}
            field="uniqueValue"
            label="Unique value"
            hint="Why customers choose you over the rest."
          />
        </div>
      );
    case 6:
      return (
        <div className="space-y-6">
          <StringList {...props} list="targetMarkets" legend="Who you sell to (up to 5)" itemLabel="Target market" />
          <TextField
            {...props}
            field="marketSize"
            label="Market size"
            hint="How many customers, and what they spend."
          />
        </div>
      );
    case 7:
      return (
        <div className="space-y-6">
          <EntryList
            {...props}
            list="competitors"
            legend="Competitors"
            itemLabel="Competitor"
            fields={[
              { key: 'name', label: 'Name' },
              { key: 'strengths', label: 'Strengths' },
              { key: 'weaknesses', label: 'Weaknesses' },
            ]}
          />
          <TextField {...props} field="competitiveAdvantage" label="Your advantage" />
        </div>
      );
    case 8:
      return (
        <StringList
          {...props}
          list="salesChannelsList"
          legend="How customers find and buy from you (up to 5)"
          itemLabel="Sales channel"
          placeholders={['Our online shop', 'Partner retailers']}
        />
      );
    case 9:
      return (
        <div className="space-y-6">
          <StringList
            {...props}
            list="marketingActivities"
            legend="Marketing activities (up to 5)"
            itemLabel="Activity"
          />
          <TextField {...props} field="pricingStrategy" label="Pricing" hint="What you charge and why." />
        </div>
      );
    case 10:
      return (
        <EntryList
          {...props}
          list="milestones"
          legend="Milestones"
          itemLabel="Milestone"
          fields={[
            { key: 'title', label: 'Milestone', placeholder: 'First 100 customers' },
            { key: 'date', label: 'When', placeholder: 'June 2027' },
            { key: 'description', label: 'Details', long: true },
          ]}
        />
      );
    case 11:
      return (
        <EntryList
          {...props}
          list="teamMembers"
          legend="Team"
          itemLabel="Team member"
          fields={[
            { key: 'name', label: 'Name' },
            { key: 'role', label: 'Role' },
            { key: 'bio', label: 'Experience', long: true },
          ]}
        />
      );
    case 12:
      return (
        <div className="space-y-6">
          <div className="grid gap-5 sm:grid-cols-2">
            <TextField {...props} field="startupCosts" label="Start-up costs (£)" placeholder="25000" />
            <TextField {...props} field="fundingRequired" label="Funding required (£)" placeholder="250000" />
            <TextField {...props} field="monthlyRevenue" label="Monthly revenue (£)" placeholder="8000" />
            <TextField {...props} field="monthlyCosts" label="Monthly costs (£)" placeholder="6500" />
          </div>
          <TextField {...props} field="revenueModel" label="Revenue model" hint="How the company makes money." />
          <TextField {...props} field="useOfFunds" label="Use of funds" />
          <EntryList
            {...props}
            list="resources"
            legend="Key resources"
            itemLabel="Resource"
            fields={[
              { key: 'name', label: 'Resource', placeholder: 'Workshop' },
              { key: 'description', label: 'Details', long: true },
            ]}
          />
        </div>
      );
    default:
      return <StringList {...props} list="notes" legend="Notes" itemLabel="Note" multiline />;
  }
}
