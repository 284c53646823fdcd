// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleengine.h"

#include <QLabel>
#include <QWidget>

namespace rigsmith::ui {

// The build's key figures at a glance: price, throughput, power against the PSU, energy per year,
// errors and warnings.
class SummaryStrip : public QWidget
{
    Q_OBJECT
public:
    explicit SummaryStrip(QWidget *parent = nullptr);
    void update(const core::Build &build, const core::Analyses &analyses, const core::Report &report);

    QLabel *price() const { return mPrice; }
    QLabel *throughput() const { return mThroughput; }
    QLabel *power() const { return mPower; }
    QLabel *energy() const { return mEnergy; }
    QLabel *findings() const { return mFindings; }

private:
    QLabel *mPrice;
    QLabel *mThroughput;
    QLabel *mPower;
    QLabel *mEnergy;
    QLabel *mFindings;
};

} // namespace rigsmith::ui
