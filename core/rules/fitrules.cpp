// SPDX-License-Identifier: GPL-3.0-or-later
// Physical fit: cards that collide, run past the case's openings, or parts that do not fit each
// other (RULES.md §8 MB-2, §9 CASE-1, §12), the processor against the board's chipset among them.
#include "core/catalog/backconnect.h"
#include "core/catalog/chipsetsupport.h"
#include "core/catalog/partfilter.h"
#include "core/catalog/radiatorfit.h"
#include "core/model/processorsockets.h"
#include "core/rules/ruleengine.h"

#include <QCoreApplication>

namespace rigsmith::core::rules {
namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(Rules)
};

// A real remedy: a free slot further down only if the board has one the covered card could take.
QString collisionFix(const Build &b, int lowerSlot)
{
    bool freeBelow = false;
    if (b.motherboard) {
        for (const PcieSlot &s : b.motherboard->spec.slots) {
            if (s.position > lowerSlot && s.physicalSize.value() >= 16 && !b.gpuInSlot(s.position))
                freeBelow = true;
        }
    }
    if (freeBelow)
        return Text::tr(
            "Move the card in slot %1 further down, or use 2-slot (blower) cards; budget two slots "
            "per GPU.")
            .arg(lowerSlot);
    return Text::tr(
        "Slot %1 has no free x16 slot below it: use 2-slot (blower) cards, water-cooled cards, or "
        "mount a card on a PCIe riser.")
        .arg(lowerSlot);
}

// A processor of the board's socket against its chipset, as the support table's sources state it: known
// not to run is an error, runs only from a BIOS version on is advice, and a pair no source names is advice
// too (not known either way, never silence); a pair a source says runs passes. One rule a verdict.
std::optional<ChipsetSupport> chipsetRow(const Build &b)
{
    return chipsetSupport(b.motherboard->spec, b.cpu->info.name, b.cpu->spec.socket);
}

bool socketPair(const Build &b)
{
    return b.cpu && b.motherboard && socketFits(b.cpu->spec.socket, b.motherboard->spec.socket);
}

void chipsetUnknown(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!socketPair(b) || chipsetRow(b))
        return;
    const MotherboardSpec &board = b.motherboard->spec;
    const QString chipset = board.chipset.isEmpty() ? Text::tr("unrecorded") : board.chipset;
    out.append({QStringLiteral("CPU.CHIPSET_UNKNOWN"), Severity::Advice,
        Text::tr("No source the catalog holds says whether the %1 chipset of %2 runs %3 (the socket, %4, "
                 "fits): neither AMD's or Intel's chipset pages nor a board maker's CPU support list, as "
                 "recorded, names the pair.")
            .arg(chipset, b.motherboard->info.name, b.cpu->info.name, board.socket),
        Text::tr("Check the CPU support list of %1 for %2, and the BIOS version it needs, before buying; "
                 "or choose a pair known to work (the advisor suggests only those).")
            .arg(b.motherboard->info.name, b.cpu->info.name),
        QStringLiteral("RULES.md §12"), {b.cpu->info.id, b.motherboard->info.id}, {}});
}

void chipsetBios(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!socketPair(b))
        return;
    const auto row = chipsetRow(b);
    if (!row || row->verdict != ChipsetSupport::Verdict::BiosUpdate)
        return;
    const MotherboardSpec &board = b.motherboard->spec;
    out.append({QStringLiteral("CPU.CHIPSET_BIOS"), Severity::Advice,
        Text::tr("%1 runs on %2 boards only from a BIOS version that supports it: %3 (%4)")
            .arg(b.cpu->info.name, board.chipset, row->note, row->source),
        Text::tr("Check the CPU support list of %1 for the BIOS version %2 needs, and update the BIOS "
                 "before fitting it (with BIOS Flashback or a processor the present BIOS runs).")
            .arg(b.motherboard->info.name, b.cpu->info.name),
        QStringLiteral("RULES.md §12"), {b.cpu->info.id, b.motherboard->info.id}, {}});
}

void chipsetUnsupported(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!socketPair(b))
        return;
    const auto row = chipsetRow(b);
    if (!row || row->verdict != ChipsetSupport::Verdict::DoesNotRun)
        return;
    const MotherboardSpec &board = b.motherboard->spec;
    out.append({QStringLiteral("CPU.CHIPSET_UNSUPPORTED"), Severity::Error,
        Text::tr("The %1 chipset of %2 does not run %3, although the socket (%4) fits: %5 (%6)")
            .arg(board.chipset, b.motherboard->info.name, b.cpu->info.name, board.socket, row->note,
                row->source),
        Text::tr("Choose a processor the %1 chipset runs, or a board whose chipset runs %2 (the board "
                 "maker's CPU support list names them).")
            .arg(board.chipset, b.cpu->info.name),
        QStringLiteral("RULES.md §12"), {b.cpu->info.id, b.motherboard->info.id}, {}});
}

// A dual-socket board runs two of the chosen processor: said once, with what the build counts twice.
void dualSocket(const Build &b, const Analyses &a, QList<Finding> &out)
{
    const int count = processorCount(b);
    if (count < 2)
        return;
    out.append({QStringLiteral("CPU.DUAL_SOCKET"), Severity::Advice,
        Text::tr(
            "%1 has %2 processor sockets: the build counts %2 × %3 (both sockets filled) in the price, the "
            "power budget (%4 W together), the threads (%5) and the PCIe lanes (%6: the sum of both "
            "processors', an estimate, since which slots each processor feeds is not modelled).")
            .arg(b.motherboard->info.name)
            .arg(count)
            .arg(b.cpu->info.name)
            .arg(a.power.cpuPower.value())
            .arg(processorThreads(b))
            .arg(processorLanes(b).value_or(0)),
        Text::tr("Buy %1 of the same processor, and a cooler for each socket (the build's cooler counts "
                 "once).")
            .arg(count),
        QStringLiteral("RULES.md §12"), {b.cpu->info.id, b.motherboard->info.id}, {}});
}

void gpuCollision(const Build &b, const Analyses &a, QList<Finding> &out)
{
    for (const ChassisLayout::Collision &c : a.layout.collisions) {
        const GpuPlacement *upper = b.gpuInSlot(c.upperSlot);
        const GpuPlacement *lower = b.gpuInSlot(c.lowerSlot);
        out.append({QStringLiteral("FIT.GPU_COLLISION"), Severity::Error,
            Text::tr("The %1-slot card in slot %2 covers slot %3, where another card is plugged in.")
                .arg(upper->gpu.spec.slotWidth.value())
                .arg(c.upperSlot)
                .arg(c.lowerSlot),
            collisionFix(b, c.lowerSlot), QStringLiteral("RULES.md §8 MB-2"),
            {upper->gpu.info.id, lower->gpu.info.id}, {c.upperSlot, c.lowerSlot}});
    }
}

void caseSlots(const Build &b, const Analyses &a, QList<Finding> &out)
{
    for (int slot : a.layout.pastCaseEnd) {
        const GpuPlacement *g = b.gpuInSlot(slot);
        const ChassisLayout::Card *card = a.layout.card(slot);
        QList<PartId> parts {g->gpu.info.id};
        if (b.chassis)
            parts.append(b.chassis->info.id);
        out.append({QStringLiteral("FIT.CASE_SLOTS"), Severity::Error,
            Text::tr("The %1-slot card in slot %2 needs openings %2–%3; the case has %4.")
                .arg(g->gpu.spec.slotWidth.value())
                .arg(slot)
                .arg(card->lastOpening)
                .arg(a.layout.caseOpenings),
            Text::tr("Use a higher slot, a thinner card, or a case with at least %1 expansion slots.")
                .arg(card->lastOpening),
            QStringLiteral("RULES.md §8 MB-2, §12"), parts, {slot}});
    }
}

// Each part against the rest of the build, through the same test the browser's "fits this build" filter
// uses; GPUs are judged per card.
void partFits(const Part &part, const Build &b, const char *rule, const char *section, QList<Finding> &out,
    QList<int> slots = {})
{
    if (const auto why = incompatibility(part, b)) {
        out.append({QString::fromLatin1(rule), Severity::Error, Text::tr("%1: %2").arg(part.info.name, *why),
            Text::tr("Choose parts that fit each other (the browser's \"fits this build\" filter shows "
                     "them)."),
            QString::fromUtf8(section), {part.info.id}, slots});
    }
}

void gpuLength(const Build &b, const Analyses &, QList<Finding> &out)
{
    for (const GpuPlacement &g : b.gpus)
        partFits(g.gpu.toPart(), b, "FIT.GPU_LENGTH", "RULES.md §9 CASE-1", out, {g.slot});
}

void cpuSocket(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.cpu)
        partFits(b.cpu->toPart(), b, "FIT.SOCKET", "RULES.md §12", out);
}

// The case is judged by the board it takes only: a GPU too long or a cooler too tall has its own finding.
void formFactor(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.motherboard && b.chassis
        && !caseTakes(b.chassis->spec.formFactors, b.motherboard->spec.formFactor)) {
        out.append({QStringLiteral("FIT.FORM_FACTOR"), Severity::Error,
            Text::tr("%1: does not take a %2 board")
                .arg(b.chassis->info.name, toKey(b.motherboard->spec.formFactor)),
            Text::tr(
                "Choose a case that takes the board (the browser's \"fits this build\" filter shows them)."),
            QStringLiteral("RULES.md §12"), {b.chassis->info.id, b.motherboard->info.id}, {}});
    }
}

// A back-connect board (MSI Project Zero, ASUS BTF) needs a case made for its ecosystem
// (catalog/backconnect.h).
void backConnect(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.motherboard || !b.chassis)
        return;
    const BackConnect board = boardBackConnect(b.motherboard->info.name);
    if (board == BackConnect::None)
        return;
    const BackConnect chassis = caseBackConnect(b.chassis->info.name);
    if (chassis == board)
        return;
    const QString ecosystem
        = board == BackConnect::ProjectZero ? QStringLiteral("MSI Project Zero") : QStringLiteral("ASUS BTF");
    const QString section = Text::tr(
        "beyond the guide (back-connect boards need a compatible case: overclock3d.net, MSI Project "
        "Zero deep dive)");
    if (chassis == BackConnect::None) {
        out.append({QStringLiteral("FIT.BACK_CONNECT"), Severity::Error,
            Text::tr(
                "%1 is a back-connect (%2) board: its power and header connectors are on its back, which "
                "%3, an ordinary case, has no openings for.")
                .arg(b.motherboard->info.name, ecosystem, b.chassis->info.name),
            Text::tr("Choose a case made for %1 boards, or a board with its connectors on the front.")
                .arg(ecosystem),
            section, {b.motherboard->info.id, b.chassis->info.id}, {}});
        return;
    }
    out.append({QStringLiteral("FIT.BACK_CONNECT"), Severity::Advice,
        Text::tr("%1 is a %2 board and %3 a case made for the other back-connect ecosystem: check that the "
                 "case's openings fit the board.")
            .arg(b.motherboard->info.name, ecosystem, b.chassis->info.name),
        Text::tr("The case maker's compatibility list says which back-connect boards it takes."), section,
        {b.motherboard->info.id, b.chassis->info.id}, {}});
}

// Memory generation only: kinds, slots and capacity are the MEMORY.* rules' (memoryrules.cpp).
void memoryType(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.motherboard)
        return;
    for (const auto &kit : b.memory) {
        if (kit.part.spec.type == b.motherboard->spec.memoryType)
            continue;
        out.append({QStringLiteral("FIT.MEMORY_TYPE"), Severity::Error,
            Text::tr("%1: %2; the motherboard takes %3")
                .arg(kit.part.info.name, toKey(kit.part.spec.type), toKey(b.motherboard->spec.memoryType)),
            Text::tr("Choose parts that fit each other (the browser's \"fits this build\" filter shows "
                     "them)."),
            QStringLiteral("RULES.md §12"), {kit.part.info.id}, {}});
    }
}

void coolerFit(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (b.cooler)
        partFits(b.cooler->toPart(), b, "FIT.COOLER", "RULES.md §12", out);
}

// A case that takes no ATX board is a small one: there a tower cooler may not close the side panel, so
// an air cooler whose height or whose case's clearance the catalog does not know is named, never passed
// in silence (both known: FIT.COOLER judges them).
bool smallCase(const CaseSpec &c)
{
    return !caseTakes(c.formFactors, FormFactor::Atx) && !caseTakes(c.formFactors, FormFactor::EAtx);
}

void coolerHeightUnknown(const Build &b, const Analyses &, QList<Finding> &out)
{
    if (!b.cooler || !b.chassis || b.cooler->spec.waterCooled || !smallCase(b.chassis->spec))
        return;
    const CoolerSpec &cooler = b.cooler->spec;
    const CaseSpec &box = b.chassis->spec;
    if (cooler.height && box.maxCoolerHeight)
        return;
    const QString height = cooler.height
        ? Text::tr("%1 is %2 mm tall").arg(b.cooler->info.name).arg(cooler.height->value())
        : Text::tr("the catalog does not know the height of %1").arg(b.cooler->info.name);
    const QString clearance = box.maxCoolerHeight
        ? Text::tr("%1 takes CPU coolers up to %2 mm")
              .arg(b.chassis->info.name)
              .arg(box.maxCoolerHeight->value())
        : Text::tr("the catalog does not know how tall a CPU cooler %1 takes").arg(b.chassis->info.name);
    out.append({QStringLiteral("FIT.COOLER_HEIGHT_UNKNOWN"), Severity::Advice,
        Text::tr("%1, and %2: whether the cooler fits this small case cannot be checked.")
            .arg(height, clearance),
        Text::tr("Check the case maker's CPU-cooler clearance against the cooler's height (fan included) "
                 "before buying, or choose a low-profile cooler or a case whose clearance is known."),
        QStringLiteral("RULES.md §12"), {b.cooler->info.id, b.chassis->info.id}, {}});
}

QString radiatorName(const RadiatorNeed &r)
{
    if (r.loop)
        return Text::tr("the custom loop of %1").arg(r.part->name);
    if (r.size)
        return Text::tr("%1 (%2 mm radiator)").arg(r.part->name).arg(r.size->value());
    return Text::tr("%1 (radiator size unknown)").arg(r.part->name);
}

QString mountPosition(const QString &position)
{
    if (position == u"front")
        return Text::tr("front");
    if (position == u"top")
        return Text::tr("top");
    if (position == u"bottom")
        return Text::tr("bottom");
    if (position == u"side")
        return Text::tr("side");
    if (position == u"rear")
        return Text::tr("rear");
    return position;
}

QString mountList(const QList<RadiatorMount> &mounts)
{
    QStringList shown;
    for (const RadiatorMount &m : mounts)
        shown.append(Text::tr("%1 %2 mm").arg(mountPosition(m.position)).arg(m.size.value()));
    return shown.join(QStringLiteral(", "));
}

// The guide's section and the pages the radiator sizes and the case's mounts were read from.
QString sourcesOf(const QList<RadiatorNeed> &radiators, const CaseSpec &box)
{
    QStringList urls;
    for (const RadiatorNeed &r : radiators) {
        if (!r.source.isEmpty() && !urls.contains(r.source))
            urls.append(r.source);
    }
    if (!box.radiatorMountSource.isEmpty() && !urls.contains(box.radiatorMountSource))
        urls.append(box.radiatorMountSource);
    return urls.isEmpty() ? QStringLiteral("RULES.md §9 CASE-2")
                          : QStringLiteral("RULES.md §9 CASE-2; %1").arg(urls.join(QStringLiteral(", ")));
}

// Each radiator on a mount of at least its size (catalog/radiatorfit.h): an error when one finds none, advice
// when the mounts or a radiator's size are not known.
void radiators(const Build &b, const Analyses &, QList<Finding> &out)
{
    const QList<RadiatorNeed> all = radiatorsOf(b);
    if (!b.chassis || all.isEmpty())
        return;
    QList<PartId> ids {b.chassis->info.id};
    QStringList names;
    for (const RadiatorNeed &r : all) {
        if (!ids.contains(r.part->id))
            ids.append(r.part->id);
        names.append(radiatorName(r));
    }
    const CaseSpec &box = b.chassis->spec;
    if (box.radiatorMounts.isEmpty()) {
        out.append({QStringLiteral("FIT.RADIATORS"), Severity::Advice,
            Text::tr(
                "The catalog does not know the radiator mounts of %1; the build brings %n radiator(s): %2.",
                nullptr, int(all.size()))
                .arg(b.chassis->info.name, names.join(QStringLiteral("; "))),
            Text::tr("Check the case's specification for radiator positions and their sizes."),
            sourcesOf(all, box), ids, {}});
        return;
    }
    const RadiatorFit fit = fitRadiators(all, box.radiatorMounts);
    if (!fit.unplaced.isEmpty()) {
        QStringList left;
        for (const int i : fit.unplaced)
            left.append(radiatorName(all[i]));
        out.append({QStringLiteral("FIT.RADIATORS"), Severity::Error,
            Text::tr(
                "%1's radiator mounts (%2) cannot take the build's %n radiator(s) (%3), each on a mount of "
                "at least its size: no mount is left for %4.",
                nullptr, int(all.size()))
                .arg(b.chassis->info.name, mountList(box.radiatorMounts), names.join(QStringLiteral("; ")),
                    left.join(QStringLiteral("; "))),
            Text::tr(
                "Choose a case with enough radiator mounts of these sizes, or fewer or smaller radiators "
                "(an air-cooled card or CPU cooler)."),
            sourcesOf(all, box), ids, {}});
        return;
    }
    if (!fit.guessed.isEmpty()) {
        QStringList unknown;
        for (const int i : fit.guessed)
            unknown.append(all[i].part->name);
        out.append({QStringLiteral("FIT.RADIATORS"), Severity::Advice,
            Text::tr("The catalog does not know the radiator size of %1: whether %2's mounts (%3) take it "
                     "beside the build's other radiators cannot be checked.")
                .arg(unknown.join(QStringLiteral("; ")), b.chassis->info.name, mountList(box.radiatorMounts)),
            Text::tr("Check the card's radiator size (120, 240, 280 or 360 mm) against the case's mounts."),
            sourcesOf(all, box), ids, {}});
    }
}

} // namespace

QList<Rule> fitRules()
{
    return {
        {"FIT.GPU_COLLISION", "fit", "RULES.md §8 MB-2", Severity::Error, Severity::Error,
            Rule::Lanes | Rule::Positions, gpuCollision},
        {"FIT.CASE_SLOTS", "fit", "RULES.md §8 MB-2, §12", Severity::Error, Severity::Error,
            Rule::Lanes | Rule::Positions, caseSlots},
        {"FIT.GPU_LENGTH", "fit", "RULES.md §9 CASE-1", Severity::Error, Severity::Error, Rule::Parts,
            gpuLength},
        {"FIT.SOCKET", "fit", "RULES.md §12", Severity::Error, Severity::Error, Rule::Parts, cpuSocket},
        {"CPU.CHIPSET_UNKNOWN", "fit", "RULES.md §12", Severity::Advice, Severity::Advice, Rule::Parts,
            chipsetUnknown},
        {"CPU.CHIPSET_BIOS", "fit", "RULES.md §12", Severity::Advice, Severity::Advice, Rule::Parts,
            chipsetBios},
        {"CPU.CHIPSET_UNSUPPORTED", "fit", "RULES.md §12", Severity::Error, Severity::Error, Rule::Parts,
            chipsetUnsupported},
        {"CPU.DUAL_SOCKET", "fit", "RULES.md §12", Severity::Advice, Severity::Advice, Rule::Parts,
            dualSocket},
        {"FIT.FORM_FACTOR", "fit", "RULES.md §12", Severity::Error, Severity::Error, Rule::Parts, formFactor},
        {"FIT.BACK_CONNECT", "fit", "beyond the guide: back-connect boards need a compatible case",
            Severity::Error, Severity::Advice, Rule::Parts, backConnect},
        {"FIT.MEMORY_TYPE", "fit", "RULES.md §12", Severity::Error, Severity::Error, Rule::Parts, memoryType},
        {"FIT.COOLER", "fit", "RULES.md §12", Severity::Error, Severity::Error, Rule::Parts, coolerFit},
        {"FIT.COOLER_HEIGHT_UNKNOWN", "fit", "RULES.md §12", Severity::Advice, Severity::Advice, Rule::Parts,
            coolerHeightUnknown},
        {"FIT.RADIATORS", "fit", "RULES.md §9 CASE-2", Severity::Error, Severity::Advice, Rule::Parts,
            radiators},
    };
}

} // namespace rigsmith::core::rules
