// SPDX-License-Identifier: GPL-3.0-or-later
#include "advisorjobs.h"

#include "ui/forms/elidingcombobox.h"

#include <QHBoxLayout>
#include <QSignalBlocker>
#include <QToolButton>

namespace rigsmith::ui {

using namespace rigsmith::core;

AdvisorJobs::AdvisorJobs(QWidget *parent)
    : QWidget(parent)
    , mChoice(new ElidingComboBox(this))
    , mAdd(new QToolButton(this))
    , mRemove(new QToolButton(this))
{
    mChoice->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    mChoice->setMinimumContentsLength(10);
    mChoice->setFocusPolicy(Qt::StrongFocus);
    mChoice->setToolTip(tr("The jobs the suggestions are for: the primary's throughput is the one the "
                           "front shows and the least throughput asks of; every other job must fit too"));
    mAdd->setText(tr("Add"));
    mAdd->setToolTip(tr("Search for another job as well (a copy of this one to change)"));
    mRemove->setText(tr("Remove"));
    mRemove->setToolTip(tr("Stop searching for this job"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mChoice, 1);
    layout->addWidget(mAdd);
    layout->addWidget(mRemove);
    connect(mChoice, &QComboBox::activated, this, &AdvisorJobs::select);
    connect(mAdd, &QToolButton::clicked, this, &AdvisorJobs::add);
    connect(mRemove, &QToolButton::clicked, this, &AdvisorJobs::removeCurrent);
}

QString AdvisorJobs::jobName(int index, const Workload &job)
{
    return index == 0 ? tr("Primary: %1").arg(describeWorkload(job))
                      : tr("Job %1: %2").arg(index + 1).arg(describeWorkload(job));
}

void AdvisorJobs::setJobs(const QList<Workload> &jobs)
{
    mJobs = jobs.isEmpty() ? QList<Workload> {Workload()} : jobs;
    // As many as a build file holds: a suggestion opened as a build keeps them all.
    if (mJobs.size() > kMaxOtherWorkloads + 1)
        mJobs.resize(kMaxOtherWorkloads + 1);
    mCurrent = 0;
    refill();
}

void AdvisorJobs::setCurrentJob(const Workload &job)
{
    mJobs[mCurrent] = job;
    mChoice->setItemText(mCurrent, jobName(mCurrent, job));
}

void AdvisorJobs::select(int index)
{
    if (index < 0 || index >= mJobs.size() || index == mCurrent)
        return;
    mCurrent = index;
    refill();
    Q_EMIT currentChanged(mCurrent);
}

void AdvisorJobs::add()
{
    if (mJobs.size() > kMaxOtherWorkloads)
        return;
    mJobs.append(mJobs[mCurrent]);
    mCurrent = int(mJobs.size()) - 1;
    refill();
    Q_EMIT jobsChanged();
    Q_EMIT currentChanged(mCurrent);
}

void AdvisorJobs::removeCurrent()
{
    if (mCurrent == 0)
        return; // the primary stays: the front is drawn in its throughput
    mJobs.removeAt(mCurrent);
    mCurrent = std::min(mCurrent, int(mJobs.size()) - 1);
    refill();
    Q_EMIT jobsChanged();
    Q_EMIT currentChanged(mCurrent);
}

void AdvisorJobs::refill()
{
    const QSignalBlocker block(mChoice);
    mChoice->clear();
    for (int i = 0; i < mJobs.size(); ++i)
        mChoice->addItem(jobName(i, mJobs[i]));
    mChoice->setCurrentIndex(mCurrent);
    mAdd->setEnabled(mJobs.size() <= kMaxOtherWorkloads);
    mRemove->setEnabled(mCurrent > 0);
}

} // namespace rigsmith::ui
