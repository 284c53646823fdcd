// SPDX-License-Identifier: GPL-3.0-or-later
#include "summarystrip.h"

#include "core/live/analysedbuild.h"
#include "core/model/buildparts.h"
#include "core/model/priceage.h"
#include "core/model/workloadsettings.h"
#include "core/workload/decodeengine.h"

#include <QGridLayout>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace rigsmith::ui {

using namespace rigsmith::core;

SummaryStrip::SummaryStrip(QWidget *parent)
    : QWidget(parent)
    , mPrice(new QLabel(this))
    , mThroughput(new QLabel(this))
    , mPower(new QLabel(this))
    , mEnergy(new QLabel(this))
    , mFindings(new QLabel(this))
{
    auto *layout = new QGridLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    for (QLabel *l : labels()) {
        l->setFrameShape(QFrame::StyledPanel);
        l->setMargin(4);
        // A longer figure must not push the docks aside: the strip's least width is its own.
        l->setMinimumWidth(l->fontMetrics().averageCharWidth() * 6);
    }
    arrange(kFigures);
}

int SummaryStrip::widthFor(int columns) const
{
    // A grid column is as wide as the widest figure in it, in any row.
    const QList<QLabel *> all = labels();
    int width = 0;
    for (int c = 0; c < columns; ++c) {
        int widest = 0;
        for (qsizetype i = c; i < all.size(); i += columns)
            widest = std::max(widest, all[i]->sizeHint().width());
        width += widest + layout()->spacing();
    }
    const QMargins m = layout()->contentsMargins();
    return width + m.left() + m.right();
}

QSize SummaryStrip::minimumSizeHint() const
{
    // The figures at their least columns, as wide as they may grow, not as they are now: the docks
    // beside the strip stay put as the build changes (its own width followed every new figure).
    const QStringList widest {tr("Total %1").arg(QStringLiteral("USD 99,999.99")),
        tr("%1: no GPU").arg(QStringLiteral("images/s")), tr("Power %1 W / PSU %2 W").arg(9999).arg(9999),
        tr("Energy %1 %2/year").arg(QStringLiteral("99,999"), QStringLiteral("USD")),
        tr("%1, %2").arg(tr("99 errors"), tr("99 warnings"))};
    QFont bold = font();
    bold.setBold(true);
    // Three rows of two at the least: on a laptop screen the docks beside the strip keep their
    // room (three columns held the centre wide and squeezed the findings to a few words a line).
    const int columns = kLeastColumns;
    int width = 0;
    for (int c = 0; c < columns; ++c) {
        int widest2 = 0;
        for (qsizetype i = c; i < widest.size(); i += columns)
            widest2 = std::max(widest2, QFontMetrics(bold).horizontalAdvance(widest[i]));
        width += widest2 + 2 * mPrice->margin() + 2 * mPrice->frameWidth() + layout()->spacing() + 2;
    }
    const QMargins m = layout()->contentsMargins();
    // A figure wider than these samples still gets its room, and keeps it: the strip's least width
    // only grows, so the docks do not go back and forth as the build changes.
    mLeast = std::max({mLeast, width + m.left() + m.right(), widthFor(columns)});
    return {mLeast, QWidget::minimumSizeHint().height()};
}

void SummaryStrip::arrange(int columns)
{
    if (columns == mColumns)
        return;
    mColumns = columns;
    auto *grid = static_cast<QGridLayout *>(layout());
    const QList<QLabel *> all = labels();
    for (QLabel *l : all)
        grid->removeWidget(l);
    for (qsizetype i = 0; i < all.size(); ++i)
        grid->addWidget(all[i], int(i / columns), int(i % columns));
    // The spare width after the last figure, not between them.
    for (int c = 0; c <= kFigures; ++c)
        grid->setColumnStretch(c, c == columns ? 1 : 0);
    updateGeometry();
}

void SummaryStrip::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    fitRow();
}

void SummaryStrip::fitRow()
{
    // One row where it fits, else two, else three: never a figure cut.
    const int three = (kFigures + 1) / 2;
    arrange(width() >= widthFor(kFigures) ? kFigures : width() >= widthFor(three) ? three : kLeastColumns);
}

void SummaryStrip::follow(const core::AnalysedBuild *build)
{
    disconnect(mFollowed);
    mFollowed
        = build->follow(this, [this, build] { update(build->build(), build->analyses(), build->report()); });
}

void SummaryStrip::update(const Build &b, const Analyses &a, const Report &report)
{
    const QLocale locale;
    const CostEstimate &c = a.cost;
    // Never a plain total that leaves parts out: the lower bound and the unpriced count are in the text.
    QString price = tr("Total %1").arg(c.purchaseSum().toString());
    // The budget on a line of its own, short (the whole sentence is in the tooltip): beside the total
    // it made the strip, and so the window's least width, wider than a laptop screen leaves the docks.
    if (c.budget) {
        const QString difference = c.budget->difference.toString();
        switch (c.budget->state) {
        case BudgetCheck::State::Over:
            price += u'\n' + tr("%1 over the budget").arg(difference);
            break;
        case BudgetCheck::State::UnderSoFar:
            price += u'\n' + tr("at most %1 under the budget").arg(difference);
            break;
        case BudgetCheck::State::Under:
            price += u'\n' + tr("%1 under the budget").arg(difference);
            break;
        }
    }
    // Launch prices and prices over a year old count in the total, and say so: which parts, from when.
    QStringList stale;
    forEachPart(b, [&stale](PartKind, const auto &part, int, int) {
        const QString old = stalePriceText(part.info);
        const QString line = part.info.name + QStringLiteral(": ") + old;
        if (!old.isEmpty() && !stale.contains(line)) // four identical GPUs: one line
            stale.append(line);
    });
    if (!stale.isEmpty())
        price += u'\n' + tr("%n old price(s)", nullptr, int(stale.size())); // below: the strip stays narrow
    mPrice->setText(price);
    // Water cooling is named only where the build has it (the guide's loop cost for water-blocked cards).
    QStringList tip {c.waterCooling
            ? tr("Parts plus water cooling (%1), in %2").arg(c.waterCooling->toString(), c.currency)
            : tr("Parts, in %1").arg(c.currency)};
    if (c.budget)
        tip.append(c.budget->toString());
    if (c.unpricedParts > 0)
        tip.append(tr("Parts without a price, not counted: %1").arg(c.unpricedParts));
    if (!c.missingRates.isEmpty())
        tip.append(tr("Prices in %1 are not counted: set an exchange rate to %2")
                       .arg(c.missingRates.join(QStringLiteral(", ")), c.currency));
    if (!stale.isEmpty())
        tip.append(tr("Launch prices and prices over a year old:") + QStringLiteral("\n  ")
            + stale.join(QStringLiteral("\n  ")));
    mPrice->setToolTip(tip.join(u'\n'));
    const bool over = c.budget && c.budget->state == BudgetCheck::State::Over;
    mPrice->setStyleSheet(over                     ? QStringLiteral("color: #b02020; font-weight: bold")
            : c.isLowerBound() || !stale.isEmpty() ? QStringLiteral("color: #8a5a00")
                                                   : QString());
    // The workload in real units, and what each GPU must hold against what it has.
    const WorkloadEstimate &w = a.workload;
    // A build whose GPUs have no measured basis says so instead of a number (ThroughputModel).
    const bool unmeasured = !b.gpus.isEmpty() && !ThroughputModel::hasMeasuredBasis(b.gpus.first().gpu.spec);
    mThroughput->setText(w.throughput > 0
            // Two lines, as the budget under the total: the band made one line too wide for a laptop.
            ? tr("%1\n%2 / %3 GB per GPU")
                  .arg(formatThroughput(w.throughput, w.unit, w.throughputBand))
                  .arg(locale.toString(w.neededPerGpu, 'f', 1))
                  .arg(w.availablePerGpu)
            : unmeasured ? tr("%1: %2 · %3 / %4 GB per GPU")
                               .arg(w.unit, ThroughputModel::noBasisShort())
                               .arg(locale.toString(w.neededPerGpu, 'f', 1))
                               .arg(w.availablePerGpu)
                         : tr("%1: no GPU").arg(w.unit));
    mThroughput->setStyleSheet(w.fits ? QString() : QStringLiteral("color: #b02020"));
    mThroughput->setToolTip(tr(
        "%1, estimated from published measurements: %2 per GPU running %3, ×%4 for %n GPU(s) over %5, after "
        "throttling, PCIe and data loading. Memory per GPU: %6 GB needed, %7 GB on the smallest card%8.",
        nullptr, b.gpuCount())
                                .arg(displayName(b.workload.kind), formatThroughput(w.perGpu, w.unit),
                                    displayName(w.runsAs))
                                .arg(locale.toString(w.scaling, 'f', 2), ThroughputModel::linkName(w.link))
                                .arg(locale.toString(w.neededPerGpu, 'f', 1))
                                .arg(w.availablePerGpu)
                                .arg(a.performance.dataLimit.isEmpty()
                                        ? QString()
                                        : tr("; limited by %1").arg(a.performance.dataLimit)));
    {
        // What the estimate rests on, how far off such estimates were in the leave-out checks, and
        // the server's figures when the build serves many users.
        QStringList more {workloadInputsText(b.workload)};
        if (w.serving)
            more.append(servingText(*w.serving, b.workload));
        else if (kindReads(b.workload.kind, WorkloadSetting::Engine))
            more.append(engineDecodeText(b.workload.engine));
        if (w.duty < 1.0)
            more.append(tr("Throttling counted at %1 % of the training figure: one user's tokens pass the %n "
                           "GPU(s) in turn, each working about that share of the time (estimated)",
                nullptr, b.gpuCount())
                            .arg(std::lround(w.duty * 100.0)));
        if (w.throughputBand > 0)
            more.append(tr("Four in five estimates of this kind were within ± %1 % of published "
                           "measurements they were not fitted on (leave-out check)")
                            .arg(std::lround(w.throughputBand * 100.0)));
        if (w.memoryBand > 0)
            more.append(tr("Memory estimates of this kind: four in five within ± %1 % (leave one model out)")
                            .arg(std::lround(w.memoryBand * 100.0)));
        if (w.offloadBound > 0)
            more.append(tr("Experts in system memory: at most %1 tokens/s at %2 GB/s of memory bandwidth")
                            .arg(locale.toString(w.offloadBound, 'f', 1),
                                locale.toString(w.systemMemoryGBs, 'f', 0)));
        mThroughput->setToolTip(mThroughput->toolTip() + u'\n' + more.join(u'\n'));
    }
    // Mixed models: which card the "per GPU" figure is, so it and the total agree.
    if (w.mixedModels) {
        mThroughput->setToolTip(mThroughput->toolTip() + u' '
            + (w.paceGpu.isEmpty()
                    ? tr("The GPUs are of different models: each token passes every card in turn, so the "
                         "figure per GPU is the cards' harmonic mean.")
                    : tr("The GPUs are of different models: every card runs at the pace of the slowest, %1, "
                         "whose figure per GPU this is.")
                          .arg(w.paceGpu)));
    }
    if (unmeasured)
        mThroughput->setToolTip(ThroughputModel::noBasisText(b.gpus.first().gpu.spec));
    // The further workloads, each estimated and held to the memory check: a line saying
    // whether all fit, and each workload's figures in the tooltip.
    if (!b.otherWorkloads.isEmpty() && a.otherWorkloads.size() == b.otherWorkloads.size()) {
        const int n = int(b.otherWorkloads.size());
        const auto notFitting = int(std::count_if(a.otherWorkloads.cbegin(), a.otherWorkloads.cend(),
            [](const WorkloadEstimate &e) { return !e.fits; }));
        const bool noGpu = b.gpus.isEmpty();
        mThroughput->setText(mThroughput->text() + u'\n'
            + (noGpu                  ? tr("+ %n more workload(s)", nullptr, n)
                    : notFitting == 0 ? tr("+ %n more workload(s): all fit", nullptr, n)
                                      : tr("%1: %n do(es) not fit", nullptr, notFitting)
                                            .arg(tr("+ %n more workload(s)", nullptr, n))));
        if (notFitting > 0 && !noGpu)
            mThroughput->setStyleSheet(QStringLiteral("color: #b02020"));
        QStringList lines {tr("Primary: %1").arg(workloadSummaryText(b.workload, w, b.gpuCount()))};
        for (int i = 0; i < n; ++i)
            lines.append(
                tr("Also planned: %1")
                    .arg(workloadSummaryText(b.otherWorkloads[i], a.otherWorkloads[i], b.gpuCount())));
        mThroughput->setToolTip(lines.join(u'\n') + QStringLiteral("\n\n") + mThroughput->toolTip());
    }
    const PowerBudget &p = a.power;
    mPower->setText(p.psu ? tr("Power %1 W / PSU %2 W").arg(p.load.value()).arg(p.psu->value())
                          : tr("Power %1 W (no PSU)").arg(p.load.value()));
    mPower->setToolTip(tr("GPUs %1 W + CPU %2; the guide's minimum PSU is %3 W, recommended %4 W")
                           .arg(p.gpuTdp.value())
                           .arg(b.cpu ? PowerBudget::cpuPowerText(b, p) : tr("none"))
                           .arg(p.minimum.value())
                           .arg(p.recommended.value())
        + (p.makerPsu ? tr("; the card maker recommends %1 W (%2 W for one %3)")
                            .arg(p.makerPsu->value())
                            .arg(p.makerFigure.value())
                            .arg(p.makerCard)
                      : QString()));
    mEnergy->setText(
        tr("Energy %1 %2/year").arg(locale.toString(c.energyPerYear, 'f', 0), b.environment.currency));
    mEnergy->setToolTip(tr("%1 kWh a year at %2 h/day and %3 per kWh, at the wall")
                            .arg(locale.toString(c.kwhPerYear, 'f', 0))
                            .arg(b.environment.hoursPerDay)
                            .arg(b.environment.electricityPricePerKwh));
    mFindings->setText(report.countsText(false));
    fitRow(); // longer figures may no longer fit one row
    updateGeometry(); // a figure wider than any before raises the least width
    mFindings->setStyleSheet(
        report.count(Severity::Error) > 0 ? QStringLiteral("color: #b02020; font-weight: bold") : QString());
}

} // namespace rigsmith::ui
