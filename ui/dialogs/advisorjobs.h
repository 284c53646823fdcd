// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/model/build.h"

#include <QWidget>

class QComboBox;
class QToolButton;

namespace rigsmith::ui {

// The jobs a search is for, in the advisor's Workload tab: the first is the primary (the front's
// throughput and the least throughput are its), every other must fit each suggestion too. A choice
// picks the job the fields edit; Add copies it as a new job to change, Remove drops a further one.
class AdvisorJobs : public QWidget
{
    Q_OBJECT
public:
    explicit AdvisorJobs(QWidget *parent = nullptr);

    void setJobs(const QList<core::Workload> &jobs);
    const QList<core::Workload> &jobs() const { return mJobs; }
    int current() const { return mCurrent; }
    // The job being edited changed (its name in the choice follows).
    void setCurrentJob(const core::Workload &job);
    void select(int index);
    void add();
    void removeCurrent();

    QComboBox *choice() const { return mChoice; }
    QToolButton *addButton() const { return mAdd; }
    QToolButton *removeButton() const { return mRemove; }

    // "Primary: …" or "Job 2: …"
    static QString jobName(int index, const core::Workload &job);

Q_SIGNALS:
    // Another job was chosen (or added, or the chosen one removed): the fields load it.
    void currentChanged(int index);
    // A job was added or removed.
    void jobsChanged();

private:
    void refill();

    QList<core::Workload> mJobs;
    int mCurrent = 0;
    QComboBox *mChoice;
    QToolButton *mAdd;
    QToolButton *mRemove;
};

} // namespace rigsmith::ui
