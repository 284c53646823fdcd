// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/ruleengine.h"

namespace rigsmith::core {
class AnalysedBuild;
}

#include <QLabel>
#include <QWidget>

#include <algorithm>

namespace rigsmith::ui {

// The build's key figures at a glance: price, throughput, power against the PSU, energy per year,
// errors and warnings. One row where it fits, two or three where the window is narrow (a laptop
// screen), so no figure is ever cut.
class SummaryStrip : public QWidget
{
    Q_OBJECT
public:
    explicit SummaryStrip(QWidget *parent = nullptr);
    // Shows the figures of `build` and follows it as it is analysed again (a tab's build).
    void follow(const core::AnalysedBuild *build);
    void update(const core::Build &build, const core::Analyses &analyses, const core::Report &report);

    QLabel *price() const { return mPrice; }
    QLabel *throughput() const { return mThroughput; }
    QLabel *power() const { return mPower; }
    QLabel *energy() const { return mEnergy; }
    QLabel *findings() const { return mFindings; }
    int rows() const { return (kFigures + mColumns - 1) / std::max(1, mColumns); }

    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    QMetaObject::Connection mFollowed;
    static constexpr int kFigures = 5;
    static constexpr int kLeastColumns = 2;
    QList<QLabel *> labels() const { return {mPrice, mThroughput, mPower, mEnergy, mFindings}; }
    // The width the figures take laid out in `columns` columns.
    int widthFor(int columns) const;
    void arrange(int columns);
    void fitRow();

    QLabel *mPrice;
    QLabel *mThroughput;
    QLabel *mPower;
    QLabel *mEnergy;
    QLabel *mFindings;
    int mColumns = 0;
    mutable int mLeast = 0; // the least width asked for so far
};

} // namespace rigsmith::ui
