// SPDX-License-Identifier: GPL-3.0-or-later
#include "validatecommand.h"

#include "clierror.h"
#include "core/file/buildfile.h"
#include "core/model/buildparts.h"
#include "core/model/priceage.h"
#include "terminaltext.h"
#include "workloadjson.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QTextStream>

#include <algorithm>

namespace rigsmith::cli {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(validate)
};

struct CliText
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

QString severityName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return Text::tr("error");
    case Severity::Warning:
        return Text::tr("warning");
    case Severity::Advice:
        return Text::tr("advice");
    }
    return {};
}

QJsonArray ints(const QList<int> &values)
{
    QJsonArray a;
    for (int v : values)
        a.append(v);
    return a;
}

// Which of the CPU's figures the budget carries, for scripts.
QString cpuFigureKey(PowerBudget::CpuBasis basis)
{
    switch (basis) {
    case PowerBudget::CpuBasis::BoostLimit:
        return QStringLiteral("boostLimit");
    case PowerBudget::CpuBasis::BoostLimitDerived:
        return QStringLiteral("boostLimitDerived");
    case PowerBudget::CpuBasis::BaseTdp:
        return QStringLiteral("baseTdp");
    case PowerBudget::CpuBasis::None:
        break;
    }
    return QStringLiteral("none");
}

} // namespace

QString validateText(
    const Build &b, const Analyses &a, const Report &report, const DriftCheck *drift, const QString &file)
{
    QString out;
    QTextStream s(&out);
    s << Text::tr("Build: %1").arg(b.name.isEmpty() ? Text::tr("(unnamed)") : oneLine(b.name)) << "\n\n";
    s << Text::tr("Findings: %1").arg(report.countsText(true)) << '\n';
    if (report.findings.isEmpty())
        s << "  " << Text::tr("No problems found.") << '\n';
    for (const Finding &f : report.findings) {
        // A finding quotes part and model names: on one line each, so a name cannot forge a line.
        s << "  [" << severityName(f.severity) << "] " << f.ruleId << ": " << oneLine(f.message) << '\n'
          << "      " << Text::tr("Fix: %1").arg(oneLine(f.fix)) << '\n'
          << "      " << Text::tr("Source: %1").arg(oneLine(f.guideSection)) << '\n';
    }
    const PowerBudget &p = a.power;
    s << '\n'
      << Text::tr("Power") << '\n'
      << "  "
      << Text::tr("load %1 W (GPUs %2 W, CPU %3); minimum PSU %4 W, recommended %5 W")
             .arg(p.load.value())
             .arg(p.gpuTdp.value())
             .arg(b.cpu ? PowerBudget::cpuPowerText(b, p) : Text::tr("none"))
             .arg(p.minimum.value())
             .arg(p.recommended.value())
      << '\n';
    if (p.makerPsu) {
        s << "  "
          << (b.gpus.size() > 1 ? Text::tr(
                  "the card maker's recommended PSU: %1 W (%2's %3 W for one %4, plus the other cards)")
                                      .arg(p.makerPsu->value())
                                      .arg(p.makerVendor)
                                      .arg(p.makerFigure.value())
                                      .arg(p.makerCard)
                                : Text::tr(
                                    "the card maker's recommended PSU: %1 W (%2, for a system with a %3)")
                                      .arg(p.makerPsu->value())
                                      .arg(p.makerVendor, p.makerCard))
          << '\n';
    }
    if (p.psu) {
        s << "  "
          << Text::tr("PSU %1 W, headroom ×%2, %3 W at the wall")
                 .arg(p.psu->value())
                 .arg(p.headroom.value_or(0.0), 0, 'f', 2)
                 .arg(p.wallDraw->value())
          << '\n';
    }
    s << '\n' << Text::tr("GPUs") << '\n';
    for (const GpuPlacement &g : b.gpus) {
        const auto *link = a.pcie.link(g.slot);
        const auto *heat = a.thermal.card(g.slot);
        s << "  "
          << Text::tr("slot %1: x%2 PCIe %3.0, thermal loss %4 % (%5)")
                 .arg(g.slot)
                 .arg(link ? link->lanes : 0)
                 .arg(link ? link->generation : 0)
                 .arg(heat ? heat->loss * 100.0 : 0.0, 0, 'f', 1)
                 .arg(heat ? heat->reason : QString())
          << '\n';
    }
    const CostEstimate &c = a.cost;
    s << '\n'
      << Text::tr("Throughput and cost") << '\n'
      << "  "
      << Text::tr("%1: %2; memory per GPU %3 of %4 GB")
             .arg(displayName(b.workload.kind),
                 a.workload.measuredBasis || b.gpus.isEmpty()
                     ? formatThroughput(a.workload.throughput, a.workload.unit)
                     : ThroughputModel::noBasisText(b.gpus.first().gpu.spec))
             .arg(a.workload.neededPerGpu, 0, 'f', 1)
             .arg(a.workload.availablePerGpu)
      << '\n';
    // Every further workload the build is planned for, with its own figures.
    for (int i = 0; i < b.otherWorkloads.size() && i < a.otherWorkloads.size(); ++i) {
        s << "  "
          << Text::tr("also planned: %1")
                 .arg(workloadSummaryText(b.otherWorkloads[i], a.otherWorkloads[i], b.gpuCount()))
          << '\n';
    }
    s << "  "
      << Text::tr("parts %1 (%2 without a price), purchase %3")
             .arg(c.parts.toString())
             .arg(c.unpricedParts)
             .arg(c.purchaseSum().toString())
      << '\n'
      << "  "
      << Text::tr("energy %1 kWh a year, %2 %3 a year")
             .arg(c.kwhPerYear, 0, 'f', 0)
             .arg(c.energyPerYear, 0, 'f', 0)
             .arg(b.environment.currency)
      << '\n';
    if (c.totalCostOfOwnership) {
        s << "  "
          << Text::tr("total cost of ownership over %1 years: %2")
                 .arg(b.environment.years)
                 .arg(c.ownershipSum()->toString())
          << '\n';
    }
    if (c.budget)
        s << "  " << c.budget->toString() << '\n';
    // Launch prices and prices over a year old are counted, and named: check them before buying.
    if (c.launchPricedParts > 0)
        s << "  "
          << Text::tr(
                 "%n part(s) counted at a launch price, not a current price", nullptr, c.launchPricedParts)
          << '\n';
    QStringList stale;
    forEachPart(b, [&stale](PartKind, const auto &part, int, int) {
        const QString line = QStringLiteral("%1: %2").arg(oneLine(part.info.name), stalePriceText(part.info));
        if (isStalePrice(part.info) && !stale.contains(line)) // four identical GPUs: one line
            stale.append(line);
    });
    if (!stale.isEmpty())
        s << "  " << Text::tr("Prices to check before buying:") << '\n';
    for (const QString &line : stale)
        s << "    " << line << '\n';
    if (drift) {
        if (const QString note = drift->note(file.isEmpty() ? Text::tr("the build") : file); !note.isEmpty())
            s << "  " << note << '\n';
    }
    if (!c.missingRates.isEmpty()) {
        s << "  "
          << Text::tr("prices in %1 are not counted: no exchange rate to %2 is set")
                 .arg(c.missingRates.join(QStringLiteral(", ")), c.currency)
          << '\n';
    }
    return out;
}

QJsonObject validateJson(const Build &b, const Analyses &a, const Report &report, const DriftCheck *drift)
{
    QJsonArray findings;
    for (const Finding &f : report.findings) {
        QJsonArray parts;
        for (const PartId &id : f.parts)
            parts.append(id.key());
        findings.append(QJsonObject {{QStringLiteral("rule"), f.ruleId},
            {QStringLiteral("severity"), toKey(f.severity)}, {QStringLiteral("message"), f.message},
            {QStringLiteral("fix"), f.fix}, {QStringLiteral("source"), f.guideSection},
            {QStringLiteral("parts"), parts}, {QStringLiteral("slots"), ints(f.slots)}});
    }
    QJsonArray gpus;
    for (const GpuPlacement &g : b.gpus) {
        const auto *link = a.pcie.link(g.slot);
        const auto *heat = a.thermal.card(g.slot);
        gpus.append(
            QJsonObject {{QStringLiteral("slot"), g.slot}, {QStringLiteral("lanes"), link ? link->lanes : 0},
                {QStringLiteral("thermalLoss"), heat ? heat->loss : 0.0}});
    }
    const PowerBudget &p = a.power;
    QJsonObject power {{QStringLiteral("loadW"), p.load.value()},
        {QStringLiteral("minimumW"), p.minimum.value()},
        {QStringLiteral("recommendedW"), p.recommended.value()}, {QStringLiteral("cpuW"), p.cpuPower.value()},
        {QStringLiteral("cpuTdpW"), p.cpuTdp.value()},
        {QStringLiteral("cpuFigure"), cpuFigureKey(p.cpuBasis)}};
    if (p.makerPsu) {
        power.insert(QStringLiteral("makerRecommendedW"), p.makerPsu->value());
        power.insert(QStringLiteral("makerFigureW"), p.makerFigure.value());
        power.insert(QStringLiteral("makerCard"), p.makerCard);
    }
    if (p.psu) {
        power.insert(QStringLiteral("psuW"), p.psu->value());
        power.insert(QStringLiteral("wallW"), p.wallDraw->value());
    }
    QJsonObject cost {{QStringLiteral("partsCents"), qint64(a.cost.parts.cents())},
        {QStringLiteral("unpricedParts"), a.cost.unpricedParts},
        {QStringLiteral("kwhPerYear"), a.cost.kwhPerYear},
        {QStringLiteral("energyPerYear"), a.cost.energyPerYear}};
    if (a.cost.totalCostOfOwnership)
        cost.insert(QStringLiteral("tcoCents"), qint64(a.cost.totalCostOfOwnership->cents()));
    // Every sum above leaves the unpriced parts out: it is a lower bound when there are any.
    cost.insert(QStringLiteral("currency"), a.cost.currency);
    cost.insert(QStringLiteral("purchaseCents"), qint64(a.cost.purchase.cents()));
    cost.insert(QStringLiteral("lowerBound"), a.cost.isLowerBound());
    // Parts at a launch price (not a current price) and at any price to check (launch or over a year old).
    cost.insert(QStringLiteral("launchPricedParts"), a.cost.launchPricedParts);
    cost.insert(QStringLiteral("stalePricedParts"), a.cost.stalePricedParts);
    // Whether the saved prices were checked against the catalog, and what was done (core::checkDrift).
    if (drift) {
        cost.insert(QStringLiteral("catalogChecked"), drift->checked);
        cost.insert(QStringLiteral("pricesFromCatalog"), drift->repriced);
        cost.insert(QStringLiteral("stalePricesKept"), drift->stalePrices);
        cost.insert(QStringLiteral("partsNotInCatalog"), drift->gone);
        cost.insert(QStringLiteral("otherCatalogChanges"), drift->otherChanges);
    }
    cost.insert(QStringLiteral("missingRates"), QJsonArray::fromStringList(a.cost.missingRates));
    if (a.cost.budget) {
        cost.insert(QStringLiteral("budget"),
            QJsonObject {{QStringLiteral("budgetCents"), qint64(a.cost.budget->budget.cents())},
                {QStringLiteral("state"),
                    a.cost.budget->state == BudgetCheck::State::Over        ? QStringLiteral("over")
                        : a.cost.budget->state == BudgetCheck::State::Under ? QStringLiteral("under")
                                                                            : QStringLiteral("underSoFar")},
                {QStringLiteral("differenceCents"), qint64(a.cost.budget->difference.cents())}});
    }
    QJsonArray others; // the further workloads, each with its estimate
    for (int i = 0; i < b.otherWorkloads.size() && i < a.otherWorkloads.size(); ++i)
        others.append(workloadJson(b.otherWorkloads[i], a.otherWorkloads[i]));
    return QJsonObject {{QStringLiteral("name"), b.name}, {QStringLiteral("notes"), b.notes},
        {QStringLiteral("errors"), report.count(Severity::Error)},
        {QStringLiteral("warnings"), report.count(Severity::Warning)}, {QStringLiteral("findings"), findings},
        {QStringLiteral("power"), power}, {QStringLiteral("gpus"), gpus}, {QStringLiteral("cost"), cost},
        {QStringLiteral("workload"), workloadJson(b.workload, a.workload)},
        {QStringLiteral("otherWorkloads"), others}};
}

QCommandLineOption savedPricesOption()
{
    return QCommandLineOption(QStringLiteral("saved-prices"),
        CliText::tr("Keep the prices saved in the build files, even where the catalog's differ"));
}

DriftCheck driftOf(const Build &build, const PartCatalog *catalog, const Invocation &invocation)
{
    return checkDrift(build, catalog,
        invocation.isSet(QStringLiteral("saved-prices")) ? DriftPrices::AsSaved : DriftPrices::FromCatalog);
}

QString ValidateCommand::synopsis() const
{
    return CliText::tr("validate FILE [--json] [--saved-prices]");
}

QString ValidateCommand::summary() const
{
    return CliText::tr("Check a build against the guide's rules; key figures");
}

QList<QCommandLineOption> ValidateCommand::options() const
{
    return {jsonOption(), savedPricesOption()};
}

int ValidateCommand::run(Invocation &invocation) const
{
    if (invocation.arguments().size() != 1)
        return fail(CliText::tr("validate takes one build file"));
    const QString &file = invocation.arguments().first();
    const auto loaded = buildfile::load(file);
    if (!loaded.ok())
        return fail(loaded.error().toString());
    // A catalog named or found but damaged or foreign is said, not passed over in silence.
    if (const QString &refused = invocation.session().catalogRefused(); !refused.isEmpty())
        return fail(refused);
    const auto drift = driftOf(loaded.value(), invocation.catalogIfAny(false), invocation);
    const auto analyses = Analyses::of(drift.build);
    const auto report = RuleEngine::evaluate(drift.build, analyses);
    QTextStream out(stdout);
    if (invocation.json())
        out << QJsonDocument(validateJson(drift.build, analyses, report, &drift))
                   .toJson(QJsonDocument::Indented);
    else
        out << terminalSafe(validateText(drift.build, analyses, report, &drift, QFileInfo(file).fileName()));
    return report.count(Severity::Error) > 0 ? kExitFindings : kExitOk;
}

} // namespace rigsmith::cli
