// SPDX-License-Identifier: GPL-3.0-or-later
#include "core/compare/comparison.h"

#include "core/model/processorsockets.h"
#include "core/model/workloadsettings.h"
#include "core/rules/ruleengine.h"

#include <QCoreApplication>
#include <QMap>

namespace rigsmith::core {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Comparison)
};

QString partsText(const QList<QString> &names)
{
    QMap<QString, int> counts;
    for (const QString &n : names)
        ++counts[n];
    QStringList out;
    for (auto it = counts.cbegin(); it != counts.cend(); ++it)
        out.append(it.value() > 1 ? QStringLiteral("%1 × %2").arg(it.value()).arg(it.key()) : it.key());
    return out.isEmpty() ? QStringLiteral("–") : out.join(QStringLiteral(", "));
}

} // namespace

const ComparisonRow *Comparison::row(const QString &key) const
{
    for (const ComparisonRow &r : rows) {
        if (r.key == key)
            return &r;
    }
    return nullptr;
}

QStringList Comparison::assumptionWarnings() const
{
    QStringList out;
    const auto listed = [this](auto valueOf) {
        QStringList values;
        for (const ComparedBuild &b : builds)
            values.append(QStringLiteral("%1: %2").arg(b.name, valueOf(b)));
        return values.join(QStringLiteral("; "));
    };
    for (const QString &key : differingAssumptions) {
        if (key == u"currency") {
            out.append(Text::tr("The builds are priced in different currencies (%1): their prices are not "
                                "compared.")
                           .arg(listed([](const ComparedBuild &b) { return b.currency; })));
        } else if (key == u"hoursPerDay") {
            out.append(
                Text::tr("The builds assume different hours a day (%1): energy and ownership costs "
                         "differ for that reason too.")
                    .arg(listed([](const ComparedBuild &b) { return QString::number(b.hoursPerDay); })));
        } else if (key == u"electricityPrice") {
            out.append(
                Text::tr("The builds assume different electricity prices (%1).")
                    .arg(listed([](const ComparedBuild &b) {
                        return QStringLiteral("%1 %2/kWh").arg(b.electricityPricePerKwh).arg(b.currency);
                    })));
        } else if (key == u"years") {
            out.append(Text::tr("The builds assume different years of use (%1).")
                           .arg(listed([](const ComparedBuild &b) { return QString::number(b.years); })));
        } else if (key == u"workload") {
            out.append(Text::tr("The builds are planned for different workloads (%1): their throughput and "
                                "memory figures are each for its own workload, not comparable, and none is "
                                "called best. Give them one workload to compare them.")
                           .arg(listed([](const ComparedBuild &b) { return b.workload; })));
        }
    }
    return out;
}

QByteArray Comparison::toCsv() const
{
    const auto cell = [](QString s) {
        if (s.contains(u',') || s.contains(u'"') || s.contains(u'\n'))
            s = u'"' + s.replace(QStringLiteral("\""), QStringLiteral("\"\"")) + u'"';
        return s;
    };
    QStringList lines;
    QStringList header {cell(Text::tr("row"))};
    for (const QString &n : names)
        header.append(cell(n));
    header.append(cell(Text::tr("best")));
    lines.append(header.join(u','));
    for (const ComparisonRow &r : rows) {
        QStringList cells {cell(r.label)};
        for (const QString &v : r.values)
            cells.append(cell(v));
        cells.append(r.best >= 0 ? cell(names.value(r.best)) : QString());
        lines.append(cells.join(u','));
    }
    for (const FindingPresence &f : uniqueFindings) {
        QStringList cells {cell(f.ruleId)};
        for (bool in : f.in)
            cells.append(in ? Text::tr("yes") : Text::tr("no"));
        cells.append(QString());
        lines.append(cells.join(u','));
    }
    return (lines.join(u'\n') + u'\n').toUtf8();
}

Comparison compareBuilds(const QList<Build> &builds)
{
    Comparison c;
    QList<Analyses> analyses;
    QList<Report> reports;
    for (const Build &b : builds) {
        c.names.append(b.name.isEmpty() ? Text::tr("(unnamed)") : b.name);
        analyses.append(Analyses::of(b));
        reports.append(RuleEngine::evaluate(b, analyses.last()));
        c.builds.append({c.names.last(), reports.last().count(Severity::Error),
            analyses.last().cost.unpricedParts, b.environment.currency, b.environment.hoursPerDay,
            b.environment.electricityPricePerKwh, b.environment.years, describeWorkload(b.workload)});
    }
    const auto differs = [&](auto valueOf) {
        return std::any_of(c.builds.cbegin(), c.builds.cend(),
            [&](const ComparedBuild &b) { return valueOf(b) != valueOf(c.builds.first()); });
    };
    if (differs([](const ComparedBuild &b) { return b.currency; }))
        c.differingAssumptions.append(QStringLiteral("currency"));
    if (differs([](const ComparedBuild &b) { return b.hoursPerDay; }))
        c.differingAssumptions.append(QStringLiteral("hoursPerDay"));
    if (differs([](const ComparedBuild &b) { return b.electricityPricePerKwh; }))
        c.differingAssumptions.append(QStringLiteral("electricityPrice"));
    if (differs([](const ComparedBuild &b) { return b.years; }))
        c.differingAssumptions.append(QStringLiteral("years"));
    const bool oneWorkload = std::all_of(builds.cbegin(), builds.cend(),
        [&](const Build &b) { return sameEstimateInputs(b.workload, builds.first().workload); });
    if (!oneWorkload) {
        c.differingAssumptions.append(QStringLiteral("workload"));
        // Described alike but not alike (two vision jobs of other tasks): each adds the settings its job
        // reads that its description leaves out and that differ between the builds.
        const auto apart = [&](const Workload &w, const WorkloadSettingInfo &s) {
            if (!kindReads(w.kind, s.setting) || (s.described & kindBit(w.kind)) != 0)
                return false;
            const QString text = settingText(w, s.setting);
            return std::any_of(builds.cbegin(), builds.cend(),
                [&](const Build &b) { return settingText(b.workload, s.setting) != text; });
        };
        for (int i = 0; i < builds.size(); ++i) {
            QStringList details;
            for (const WorkloadSettingInfo &s : workloadSettings()) {
                if (apart(builds[i].workload, s))
                    details.append(settingText(builds[i].workload, s.setting));
            }
            if (!details.isEmpty())
                c.builds[i].workload += Text::tr(", %1").arg(details.join(Text::tr(", ")));
        }
    }
    const bool oneCurrency = !c.differingAssumptions.contains(QStringLiteral("currency"));
    // Who may be "best": builds without errors; for money, also only fully priced builds in one currency
    // (a lower bound is not a price). The error and warning rows themselves rank every build.
    enum class Rank { WithoutErrors, PricedWithoutErrors, Everyone, Nobody };
    const auto eligible = [&](Rank rank, qsizetype i) {
        if (rank == Rank::Everyone)
            return true;
        if (rank == Rank::Nobody)
            return false;
        if (c.builds[i].errors > 0)
            return false;
        return rank == Rank::WithoutErrors || (oneCurrency && c.builds[i].unpricedParts == 0);
    };
    const auto partRow = [&](const QString &key, const QString &label, auto nameOf) {
        ComparisonRow r {ComparisonRow::Kind::Part, key, label, {}, {}, true, -1, false, {}};
        for (const Build &b : builds)
            r.values.append(nameOf(b));
        r.differs = std::any_of(
            r.values.cbegin(), r.values.cend(), [&](const QString &v) { return v != r.values.first(); });
        c.rows.append(r);
    };
    const auto single = [](const auto &part) { return part ? part->info.name : QStringLiteral("–"); };
    partRow(QStringLiteral("gpu"), displayName(PartKind::Gpu), [](const Build &b) {
        QList<QString> names;
        for (const GpuPlacement &g : b.gpus)
            names.append(g.gpu.info.name);
        return partsText(names);
    });
    partRow(QStringLiteral("cpu"), displayName(PartKind::Cpu), [&](const Build &b) {
        return processorCount(b) > 1 ? Text::tr("%1 × %2").arg(processorCount(b)).arg(b.cpu->info.name)
                                     : single(b.cpu);
    });
    partRow(QStringLiteral("motherboard"), displayName(PartKind::Motherboard),
        [&](const Build &b) { return single(b.motherboard); });
    partRow(QStringLiteral("memory"), displayName(PartKind::Memory), [](const Build &b) {
        QList<QString> names;
        for (const auto &m : b.memory)
            for (int i = 0; i < m.quantity; ++i)
                names.append(m.part.info.name);
        return partsText(names);
    });
    partRow(QStringLiteral("storage"), displayName(PartKind::Storage), [](const Build &b) {
        QList<QString> names;
        for (const auto &s : b.storage)
            for (int i = 0; i < s.quantity; ++i)
                names.append(s.part.info.name);
        return partsText(names);
    });
    partRow(QStringLiteral("psu"), displayName(PartKind::Psu), [&](const Build &b) { return single(b.psu); });
    partRow(QStringLiteral("case"), displayName(PartKind::Case),
        [&](const Build &b) { return single(b.chassis); });
    partRow(QStringLiteral("cooler"), displayName(PartKind::Cooler),
        [&](const Build &b) { return single(b.cooler); });

    const auto figure = [&](const QString &key, const QString &label, bool higherIsBetter, auto valueOf,
                            auto format, Rank rank = Rank::WithoutErrors) {
        ComparisonRow r {ComparisonRow::Kind::Figure, key, label, {}, {}, higherIsBetter, -1, false, {}};
        for (qsizetype i = 0; i < builds.size(); ++i) {
            const std::optional<double> v = valueOf(builds[i], analyses[i], reports[i]);
            r.numbers.append(v);
            if constexpr (std::is_invocable_v<decltype(format), double, qsizetype>)
                r.values.append(v ? format(*v, i) : QStringLiteral("–"));
            else
                r.values.append(v ? format(*v) : QStringLiteral("–"));
        }
        std::optional<double> best;
        int at = -1;
        bool tie = false;
        for (qsizetype i = 0; i < r.numbers.size(); ++i) {
            const auto &v = r.numbers[i];
            if (!v || !eligible(rank, i))
                continue;
            if (!best || (higherIsBetter ? *v > *best : *v < *best)) {
                best = v;
                at = int(i);
                tie = false;
            } else if (std::abs(*v - *best) < 1e-9) {
                tie = true;
            }
        }
        r.best = tie ? -1 : at;
        r.differs = std::any_of(
            r.values.cbegin(), r.values.cend(), [&](const QString &v) { return v != r.values.first(); });
        c.rows.append(r);
    };
    using O = std::optional<double>;
    // In the build's own currency; a sum that leaves parts out is stated as a lower bound.
    const auto money = [&](double v, qsizetype i) {
        return PriceSum {Money::fromUnits(v, analyses[i].cost.currency), analyses[i].cost.unpricedParts}
            .toString();
    };
    const auto fixed
        = [](int decimals) { return [decimals](double v) { return QString::number(v, 'f', decimals); }; };
    const auto watts = [](double v) { return QStringLiteral("%1 W").arg(v, 0, 'f', 0); };
    const auto percent = [](double v) { return QStringLiteral("%1 %").arg(v * 100.0, 0, 'f', 1); };
    figure(
        QStringLiteral("price"), Text::tr("Total price"), false,
        [](const Build &, const Analyses &a, const Report &) { return O(a.cost.purchase.units()); }, money,
        Rank::PricedWithoutErrors);
    // Per 1000 of the first build's currency; a build in another currency or with unpriced parts
    // (whose value would be flattered) has none.
    const QString firstCurrency = c.builds.isEmpty() ? QStringLiteral("USD") : c.builds.first().currency;
    // The workload in real units: comparable only between builds of the same kind of workload.
    const bool sameKind = std::all_of(builds.cbegin(), builds.cend(),
        [&](const Build &b) { return b.workload.kind == builds.first().workload.kind; });
    const QString unit = ThroughputModel::unit(builds.first().workload.kind);
    c.throughputUnit = sameKind ? unit : QString();
    // With several jobs, the first job's rows say they are the first (the others follow the memory row).
    qsizetype jobs = 1;
    for (const Build &b : builds)
        jobs = std::max(jobs, b.otherWorkloads.size() + 1);
    figure(
        QStringLiteral("workloadThroughput"),
        jobs > 1 ? Text::tr("Job 1 throughput") : Text::tr("Workload throughput"), true,
        [&](const Build &, const Analyses &a, const Report &) {
            return sameKind && a.workload.measuredBasis ? O(a.workload.throughput) : O();
        },
        [unit](double v) { return formatThroughput(v, unit); },
        oneWorkload ? Rank::WithoutErrors : Rank::Nobody);
    // Per 1000 of the first build's currency, like throughputPerKUsd: none from a partial price.
    figure(
        QStringLiteral("workloadPerKUsd"), Text::tr("Workload throughput per 1000 %1").arg(firstCurrency),
        true,
        [&](const Build &, const Analyses &a, const Report &) {
            return sameKind && a.workload.measuredBasis && a.cost.purchase.units() > 0
                    && a.cost.currency == firstCurrency && !a.cost.isLowerBound()
                ? O(a.workload.throughput / a.cost.purchase.units() * 1000.0)
                : O();
        },
        [unit](double v) { return formatThroughput(v, unit); },
        oneWorkload ? Rank::PricedWithoutErrors : Rank::Nobody);
    const auto gigabytes = [](double v) { return QStringLiteral("%1 GB").arg(v, 0, 'f', 1); };
    figure(
        QStringLiteral("memoryPerGpu"),
        jobs > 1 ? Text::tr("Job 1 memory per GPU") : Text::tr("Workload memory per GPU"), false,
        [](const Build &, const Analyses &a, const Report &) { return O(a.workload.neededPerGpu); },
        gigabytes, oneWorkload ? Rank::WithoutErrors : Rank::Nobody);
    // Each further job (Build::otherWorkloads) by its place: its throughput in its own unit and its memory.
    // A build without that job shows none; ranked only when every build runs the same job there.
    for (qsizetype j = 1; j < jobs; ++j) {
        const auto jobOf = [j](const Build &b) -> const Workload * {
            return j <= b.otherWorkloads.size() ? &b.otherWorkloads[j - 1] : nullptr;
        };
        const auto estimateOf = [j](const Analyses &a) -> const WorkloadEstimate * {
            return j <= a.otherWorkloads.size() ? &a.otherWorkloads[j - 1] : nullptr;
        };
        const Workload *first = jobOf(builds.first());
        const bool sameJob = first && std::all_of(builds.cbegin(), builds.cend(), [&](const Build &b) {
            const Workload *w = jobOf(b);
            return w && sameEstimateInputs(*w, *first);
        });
        const bool sameJobKind = first && std::all_of(builds.cbegin(), builds.cend(), [&](const Build &b) {
            const Workload *w = jobOf(b);
            return w && w->kind == first->kind;
        });
        const QString jobUnit = first ? ThroughputModel::unit(first->kind) : QString();
        figure(
            QStringLiteral("workloadThroughput%1").arg(j + 1), Text::tr("Job %1 throughput").arg(j + 1), true,
            [&](const Build &, const Analyses &a, const Report &) {
                const WorkloadEstimate *e = estimateOf(a);
                return sameJobKind && e && e->measuredBasis ? O(e->throughput) : O();
            },
            [jobUnit](double v) { return formatThroughput(v, jobUnit); },
            sameJob ? Rank::WithoutErrors : Rank::Nobody);
        figure(
            QStringLiteral("memoryPerGpu%1").arg(j + 1), Text::tr("Job %1 memory per GPU").arg(j + 1), false,
            [&](const Build &, const Analyses &a, const Report &) {
                const WorkloadEstimate *e = estimateOf(a);
                return e ? O(e->neededPerGpu) : O();
            },
            gigabytes, sameJob ? Rank::WithoutErrors : Rank::Nobody);
        // What the job is, where every build runs the same one; otherwise each build's own.
        QStringList described;
        for (const Build &b : builds) {
            const Workload *w = jobOf(b);
            const QString text = w ? describeWorkload(*w) : Text::tr("no job %1").arg(j + 1);
            if (!described.contains(text))
                described.append(text);
        }
        c.rows[c.rows.size() - 2].note = c.rows.last().note = described.join(QStringLiteral("; "));
    }
    figure(
        QStringLiteral("power"), Text::tr("Power draw (rated)"), false,
        [](const Build &, const Analyses &a, const Report &) { return O(a.power.load.value()); }, watts);
    figure(
        QStringLiteral("recommendedPsu"), Text::tr("Recommended PSU"), false,
        [](const Build &, const Analyses &a, const Report &) { return O(a.power.recommended.value()); },
        watts);
    figure(
        QStringLiteral("headroom"), Text::tr("PSU headroom"), true,
        [](const Build &, const Analyses &a, const Report &) {
            return a.power.headroom ? O(*a.power.headroom) : O();
        },
        [](double v) { return QStringLiteral("×%1").arg(v, 0, 'f', 2); });
    figure(
        QStringLiteral("lanes"), Text::tr("Lowest PCIe lanes per GPU"), true,
        [](const Build &, const Analyses &a, const Report &) {
            O lowest;
            for (const PcieAllocation::Link &l : a.pcie.links)
                lowest = lowest ? std::min(*lowest, double(l.lanes)) : double(l.lanes);
            return lowest;
        },
        [](double v) { return QStringLiteral("x%1").arg(v, 0, 'f', 0); });
    figure(
        QStringLiteral("thermalLoss"), Text::tr("Expected thermal loss"), false,
        [](const Build &b, const Analyses &a, const Report &) {
            return b.gpus.isEmpty() ? O() : O(a.thermal.meanLoss());
        },
        percent);
    figure(
        QStringLiteral("energyPerYear"), Text::tr("Energy per year"), false,
        [](const Build &, const Analyses &a, const Report &) { return O(a.cost.kwhPerYear); },
        [](double v) { return QStringLiteral("%1 kWh").arg(v, 0, 'f', 0); });
    figure(
        QStringLiteral("tco"), Text::tr("Total cost of ownership"), false,
        [](const Build &, const Analyses &a, const Report &) {
            return a.cost.totalCostOfOwnership ? O(a.cost.totalCostOfOwnership->units()) : O();
        },
        money, Rank::PricedWithoutErrors);
    figure(
        QStringLiteral("errors"), Text::tr("Errors"), false,
        [](const Build &, const Analyses &, const Report &r) { return O(r.count(Severity::Error)); },
        fixed(0), Rank::Everyone);
    figure(
        QStringLiteral("warnings"), Text::tr("Warnings"), false,
        [](const Build &, const Analyses &, const Report &r) { return O(r.count(Severity::Warning)); },
        fixed(0), Rank::Everyone);

    // Findings some builds have and others do not.
    QMap<QString, FindingPresence> presence;
    for (qsizetype i = 0; i < reports.size(); ++i) {
        for (const Finding &f : reports[i].findings) {
            FindingPresence &p = presence[f.ruleId];
            if (p.ruleId.isEmpty()) {
                p.ruleId = f.ruleId;
                p.message = f.message;
                p.in = QList<bool>(builds.size(), false);
                p.messages = QStringList(builds.size(), QString());
                p.severity = QList<std::optional<Severity>>(builds.size());
            }
            p.in[i] = true;
            if (!p.severity[i] || f.severity < *p.severity[i]) // Error is the first
                p.severity[i] = f.severity;
            // A rule can fire more than once in a build (two pairs of cards): keep each message.
            p.messages[i] += (p.messages[i].isEmpty() ? QString() : QStringLiteral("\n")) + f.message;
        }
    }
    for (const FindingPresence &p : presence) {
        if (p.in.contains(false))
            c.uniqueFindings.append(p);
    }
    return c;
}

} // namespace rigsmith::core
