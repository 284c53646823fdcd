// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/advisor/advisorquery.h"
#include "core/advisor/querydraft.h"
#include "core/catalog/partcatalog.h"

#include <QDialog>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QLabel;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QTableView;

namespace rigsmith::core::advisor {
class AdvisorRun;
}

namespace rigsmith::ui {

class AdvisorJobs;
class FrontChart;
class FrontModel;
class PartListEditor;
class SuggestionDetails;
class WorkloadFields;

// Build ▸ Suggest builds: the workload (from the current build), the money and the constraints; the
// search runs off the GUI thread with a progress bar and Cancel; the front is drawn as price against
// throughput beside a table. A selected suggestion opens as a new build; two or more go to Compare.
class AdvisorDialog : public QDialog
{
    Q_OBJECT
public:
    // `current`: the build the workload, circuit, currency and parts the user may own come from.
    AdvisorDialog(const core::PartCatalog *catalog, const core::Build &current, QWidget *parent = nullptr);
    ~AdvisorDialog() override;

    // The query the form describes.
    // The question as the dialog's fields stand, and the query it makes (or why it makes none).
    core::advisor::QueryDraft draft() const;
    std::variant<core::advisor::Query, core::advisor::DraftError> query() const;
    // Starts the search (the Search button); the result arrives with finished().
    void search();
    void cancel();
    bool isSearching() const;
    const core::advisor::Result &result() const { return mResult; }
    QTableView *table() const { return mTable; }
    FrontModel *frontModel() const { return mFront; }
    QProgressBar *progressBar() const { return mProgress; }
    QLabel *status() const { return mStatus; }
    FrontChart *chart() const { return mChart; }
    SuggestionDetails *details() const { return mDetails; }
    QSpinBox *gpusFrom() const { return mMinGpus; }
    QSpinBox *gpusTo() const { return mMaxGpus; }
    QDoubleSpinBox *budget() const { return mBudget; }
    WorkloadFields *workloadFields() const { return mFields; }
    // The jobs searched for: the build's, then as the user adds, edits and removes them.
    AdvisorJobs *jobs() const { return mJobs; }
    QComboBox *caseForm() const { return mCaseForm; }
    // Parts the user owns (the current build's are offered, unticked) and parts to leave out.
    PartListEditor *owned() const { return mOwned; }
    PartListEditor *avoided() const { return mAvoided; }
    // The suggestions the table has selected, by their place on the front.
    QList<int> selectedRows() const;

Q_SIGNALS:
    void searchFinished();
    // The user wants these suggestions: one as a new build, several to compare.
    void openRequested(const core::Build &build);
    void compareRequested(const QList<core::Build> &builds);
    // A price typed in the selected suggestion's parts: whoever keeps the user's prices stores it before
    // this returns; the search then runs again on it.
    void priceEdited(const core::PartId &part, const core::Money &price);

private:
    void showResult(const core::advisor::Result &result);
    // The query changed under a shown front: its builds, figures and unit no longer answer it.
    void clearResult(const QString &why);
    // The table's columns: a throughput column for each further job between the primary's and the rest.
    void resizeColumns();
    void selectionChanged();
    QWidget *workloadTab();
    QWidget *limitsTab();
    QWidget *partsTab();

    const core::PartCatalog *mCatalog;
    core::Build mCurrent;
    core::advisor::AdvisorRun *mRun;
    core::advisor::Result mResult;

    core::Workload mWorkload; // the job the fields describe, starting from the current build's primary
    WorkloadFields *mFields;
    QFormLayout *mWorkloadForm = nullptr;
    AdvisorJobs *mJobs; // the primary job, then those that must fit too
    QDoubleSpinBox *mBudget;
    QCheckBox *mUseMinimum;
    QDoubleSpinBox *mMinimum;
    QSpinBox *mMinGpus;
    QSpinBox *mMaxGpus;
    QComboBox *mCircuit;
    QComboBox *mVendor;
    QComboBox *mCooler;
    QComboBox *mMarket;
    QComboBox *mCaseForm;
    QCheckBox *mUnverified;
    QCheckBox *mLaunchPrices;
    QCheckBox *mCheapest; // the cheapest builds the rules pass: the careful builder's policy relaxed
    QSpinBox *mMaxResults;
    PartListEditor *mOwned;
    PartListEditor *mAvoided;
    QPushButton *mSearchButton;
    QPushButton *mCancelButton;
    QProgressBar *mProgress;
    QLabel *mStatus;
    FrontModel *mFront;
    QTableView *mTable;
    FrontChart *mChart;
    SuggestionDetails *mDetails;
    QPushButton *mOpenButton;
    QPushButton *mCompareButton;
};

} // namespace rigsmith::ui
