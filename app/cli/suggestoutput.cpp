// SPDX-License-Identifier: GPL-3.0-or-later
// The text and JSON `rigsmith-cli suggest` prints: each build on the front with its parts, what each
// part's price rests on, what binds it and what it keeps; what was left out and why.
#include "core/advisor/advisor.h"
#include "core/model/buildparts.h"
#include "core/model/priceage.h"
#include "core/workload/memoryestimate.h"
#include "core/workload/workloadestimate.h"
#include "suggestcommand.h"
#include "terminaltext.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>
#include <QTextStream>

namespace rigsmith::cli {

using namespace core;
using namespace core::advisor;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(cli)
};

QStringList partIds(const Build &b)
{
    QStringList ids;
    forEachPart(b, [&ids](PartKind, const auto &part, int quantity, int slot) {
        QString id = part.info.id.key();
        if (slot > 0)
            id += QStringLiteral("@%1").arg(slot);
        else if (quantity > 1)
            id += QStringLiteral("×%1").arg(quantity);
        ids.append(id);
    });
    return ids;
}

// "(USD 799.00, street price, used, 2026-03-14)", "(owned)" or "(no price)".
QString priceBasisText(const PartInfo &info)
{
    if (isOwnedPart(info) || !info.price)
        return Text::tr("(%1)").arg(priceKind(info)); // "owned", "no price"
    return Text::tr("(%1, %2)").arg(info.price->toString(), priceOrigin(info));
}

// The parts by name for the text output, one role a line ("GPU: … in slot 2"), each with its price's basis;
// ids stay in --json.
QStringList partNames(const Build &b)
{
    QStringList lines;
    forEachPart(b, [&lines](PartKind kind, const auto &part, int quantity, int slot) {
        QString line = Text::tr("%1: %2").arg(displayName(kind), oneLine(part.info.name));
        if (slot > 0)
            line += u' ' + Text::tr("in slot %1").arg(slot);
        else if (quantity > 1)
            line = Text::tr("%1: %2 × %3").arg(displayName(kind)).arg(quantity).arg(oneLine(part.info.name));
        // What the part's price rests on: its kind and day, or that the user owns it.
        line += QStringLiteral("  ") + priceBasisText(part.info);
        lines.append(line);
    });
    return lines;
}

// Each part's price and what it rests on, for --json.
QJsonArray partPricesJson(const Build &b)
{
    QJsonArray out;
    forEachPart(b, [&out](PartKind, const auto &part, int quantity, int) {
        const PartInfo &info = part.info;
        out.append(QJsonObject {{QStringLiteral("id"), info.id.key()}, {QStringLiteral("quantity"), quantity},
            {QStringLiteral("priceCents"),
                info.price ? QJsonValue(double(info.price->cents())) : QJsonValue()},
            {QStringLiteral("currency"), info.price ? info.price->currency() : QString()},
            {QStringLiteral("owned"), isOwnedPart(info)}, {QStringLiteral("kind"), priceKind(info)},
            {QStringLiteral("origin"), priceOrigin(info)},
            {QStringLiteral("day"),
                info.priceDate.isValid() ? info.priceDate.toString(Qt::ISODate) : QString()}});
    });
    return out;
}

} // namespace

QString suggestText(const core::advisor::Result &r, const WrittenSuggestions &written)
{
    const QStringList &files = written.files;
    QString out;
    QTextStream s(&out);
    const QLocale locale;
    if (r.front.isEmpty())
        s << Text::tr("No build qualifies.") << ' ' << r.reason << '\n';
    else if (!r.recommendation.isEmpty())
        s << r.recommendation << '\n';
    for (int i = 0; i < r.front.size(); ++i) {
        const Suggestion &g = r.front[i];
        s << QStringLiteral("%1. ").arg(i + 1) << g.price.toString() << "  " << cardsOf(g.build) << "  "
          << formatThroughput(g.throughput, g.unit);
        if (g.recommended)
            s << "  " << Text::tr("(recommended)");
        s << '\n';
        for (const QString &line : partNames(g.build))
            s << "   " << line << '\n';
        s << "   " << Text::tr("binds: %1").arg(g.binding) << '\n';
        if (!g.nextStep.isEmpty())
            s << "   " << Text::tr("next: %1").arg(g.nextStep) << '\n';
        if (g.valueRank > 0)
            s << "   " << Text::tr("value map: %1 of %2 GPU models").arg(g.valueRank).arg(g.valueModels)
              << '\n';
        if (g.unverifiedLayout)
            s << "   " << Text::tr("the board's slot openings are unconfirmed: check the spacing") << '\n';
        if (!g.settings.isEmpty())
            s << "   "
              << Text::tr("settings: %1 (turned on to fit)").arg(g.settings.join(QStringLiteral(", ")))
              << '\n';
        for (const QString &line : g.sizing)
            s << "   " << Text::tr("sized: %1").arg(line) << '\n';
        for (const Finding &f : g.warnings)
            s << "   " << Text::tr("warning %1: %2").arg(f.ruleId, f.message) << '\n';
        for (const Suggestion::KeptWarning &k : g.kept)
            s << "   " << Text::tr("keeps %1: %2").arg(k.ruleId, keptWarningCost(k)) << '\n';
        if (i < files.size())
            s << "   " << files[i] << '\n';
    }
    if (!r.money.isEmpty())
        s << r.money << '\n';
    const LeftOut &l = r.leftOut;
    s << Text::tr("Left out: %1 unpriced, %2 boards with unconfirmed openings (for 2+ GPUs), %3 by the "
                  "constraints, %4 avoided, %5 GPUs without a measured throughput basis, %6 duplicates.")
             .arg(l.unpriced)
             .arg(l.unverifiedBoards)
             .arg(l.filtered)
             .arg(l.avoided)
             .arg(l.noThroughputBasis)
             .arg(l.duplicates)
      << '\n';
    if (l.otherMarket > 0)
        s << Text::tr("%n GPU(s) left out: priced for the other market (--market).", nullptr, l.otherMarket)
          << '\n';
    if (!l.launchPriceOnly.isEmpty())
        s << Text::tr(
            "%n GPU model(s) left out: launch price only (%1). Give them a price (prices import) or "
            "ask with --include-launch-prices to include them.",
            nullptr, int(l.launchPriceOnly.size()))
                 .arg(l.launchPriceOnly.join(QStringLiteral(", ")))
          << '\n';
    if (l.secondProcessor > 0)
        s << Text::tr("%n dual-socket board(s) left out: they take two of the processor you own once "
                      "(name it twice as owned to use them).",
            nullptr, l.secondProcessor)
          << '\n';
    s << Text::tr("%1 builds judged by the rules of about %2 possible; %3 on the front; %4 s.")
             .arg(locale.toString(r.evaluated))
             .arg(locale.toString(r.searchSpace, 'g', 3))
             .arg(r.frontSize)
             .arg(r.seconds, 0, 'f', 2)
      << '\n';
    if (written.newFolder)
        s << Text::tr("The folder held files already: this search's builds are in %1 (nothing was "
                      "replaced).")
                 .arg(written.folder)
          << '\n';
    else if (!written.folder.isEmpty())
        s << Text::tr("The builds are in %1.").arg(written.folder) << '\n';
    if (r.timedOut)
        s << Text::tr("The search stopped at its time limit: builds it did not reach may be missing.")
          << '\n';
    if (r.abandonedPlatforms > 0)
        s << Text::tr("%n platform(s) given up after many failed completions: the front may miss builds on "
                      "them.",
            nullptr, r.abandonedPlatforms)
          << '\n';
    if (r.plansCut > 0)
        s << Text::tr("%n GPU plan(s) left after their cheapest platforms: the front may miss dearer builds "
                      "of them.",
            nullptr, r.plansCut)
          << '\n';
    return out;
}

// The figures of the rest of the box a buyer checks: memory, drives, processor threads, PSU.
static QJsonObject boxJson(const Build &b)
{
    double memory = 0.0;
    for (const auto &kit : b.memory)
        memory += kit.part.spec.total().value() * kit.quantity;
    double nvme = 0.0;
    double storage = 0.0;
    for (const auto &drive : b.storage) {
        storage += drive.part.spec.capacity.value() * drive.quantity;
        if (drive.part.spec.type == StorageType::Nvme)
            nvme += drive.part.spec.capacity.value() * drive.quantity;
    }
    double largest = 0.0;
    double cards = 0.0;
    for (const GpuPlacement &g : b.gpus) {
        largest = std::max(largest, g.gpu.spec.memory.value());
        cards += g.gpu.spec.memory.value();
    }
    // A mixture-of-experts model's experts kept in system memory (0: none).
    const double experts
        = MemoryEstimate::of(b.workload, int(std::max<qsizetype>(1, b.gpus.size()))).offloaded;
    return QJsonObject {{QStringLiteral("memoryGb"), memory}, {QStringLiteral("storageGb"), storage},
        {QStringLiteral("expertsInSystemGb"), experts}, {QStringLiteral("largestCardGb"), largest},
        {QStringLiteral("cardsMemoryGb"), cards}, {QStringLiteral("nvmeGb"), nvme},
        {QStringLiteral("threads"), processorThreads(b)},
        {QStringLiteral("psuWatts"), b.psu ? b.psu->spec.wattage.value() : 0},
        {QStringLiteral("psuAtx"), b.psu ? b.psu->spec.atxVersion : 0}};
}

QJsonObject suggestJson(const core::advisor::Result &r, const WrittenSuggestions &written)
{
    const QStringList &files = written.files;
    QJsonArray front;
    for (int i = 0; i < r.front.size(); ++i) {
        const Suggestion &g = r.front[i];
        QJsonArray warnings;
        for (const Finding &f : g.warnings)
            warnings.append(
                QJsonObject {{QStringLiteral("rule"), f.ruleId}, {QStringLiteral("message"), f.message}});
        QJsonArray kept;
        for (const Suggestion::KeptWarning &k : g.kept)
            kept.append(QJsonObject {{QStringLiteral("rule"), k.ruleId},
                {QStringLiteral("removalCents"),
                    k.removalCost ? QJsonValue(double(k.removalCost->cents())) : QJsonValue()}});
        front.append(QJsonObject {{QStringLiteral("file"), i < files.size() ? files[i] : QString()},
            {QStringLiteral("name"), g.build.name}, {QStringLiteral("priceCents"), double(g.price.cents())},
            {QStringLiteral("currency"), g.price.currency()}, {QStringLiteral("throughput"), g.throughput},
            {QStringLiteral("unit"), g.unit}, {QStringLiteral("gpus"), g.build.gpuCount()},
            {QStringLiteral("gpuModel"), g.build.gpus.first().gpu.spec.model},
            {QStringLiteral("parts"), QJsonArray::fromStringList(partIds(g.build))},
            {QStringLiteral("partPrices"), partPricesJson(g.build)}, {QStringLiteral("binding"), g.binding},
            {QStringLiteral("bindingKey"), g.bindingKey}, {QStringLiteral("nextStep"), g.nextStep},
            {QStringLiteral("valueRank"), g.valueRank}, {QStringLiteral("valueModels"), g.valueModels},
            {QStringLiteral("unverifiedLayout"), g.unverifiedLayout},
            {QStringLiteral("recommended"), g.recommended}, {QStringLiteral("warnings"), warnings},
            {QStringLiteral("sizing"), QJsonArray::fromStringList(g.sizing)},
            {QStringLiteral("settings"), QJsonArray::fromStringList(g.settings)},
            {QStringLiteral("box"), boxJson(g.build)}, {QStringLiteral("kept"), kept}});
    }
    const LeftOut &l = r.leftOut;
    return QJsonObject {{QStringLiteral("front"), front}, {QStringLiteral("frontSize"), r.frontSize},
        {QStringLiteral("folder"), written.folder}, {QStringLiteral("reason"), r.reason},
        {QStringLiteral("money"), r.money}, {QStringLiteral("recommendation"), r.recommendation},
        {QStringLiteral("leftOut"),
            QJsonObject {{QStringLiteral("unpriced"), l.unpriced},
                {QStringLiteral("unverifiedBoards"), l.unverifiedBoards},
                {QStringLiteral("filtered"), l.filtered}, {QStringLiteral("avoided"), l.avoided},
                {QStringLiteral("noThroughputBasis"), l.noThroughputBasis},
                {QStringLiteral("launchPriceOnly"), QJsonArray::fromStringList(l.launchPriceOnly)},
                {QStringLiteral("otherMarket"), l.otherMarket}, {QStringLiteral("duplicates"), l.duplicates},
                {QStringLiteral("secondProcessor"), l.secondProcessor}}},
        {QStringLiteral("evaluated"), double(r.evaluated)}, {QStringLiteral("searchSpace"), r.searchSpace},
        {QStringLiteral("plans"), r.plans}, {QStringLiteral("abandonedPlatforms"), r.abandonedPlatforms},
        {QStringLiteral("plansCut"), r.plansCut}, {QStringLiteral("seconds"), r.seconds},
        {QStringLiteral("timedOut"), r.timedOut}};
}

} // namespace rigsmith::cli
