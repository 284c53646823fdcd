// SPDX-License-Identifier: GPL-3.0-or-later
#include "buildsheet.h"

#include "core/file/atomicsave.h"
#include "core/model/buildparts.h"
#include "core/model/displaytext.h"
#include "core/model/layoutconfidence.h"
#include "core/model/nvlinkbridge.h"
#include "core/model/priceage.h"
#include "core/model/workloadsettings.h"
#include "core/rules/ruleengine.h"
#include "core/workload/decodeengine.h"
#include "ui/browser/fieldnames.h"
#include "ui/charts/chartspanel.h"
#include "ui/chassis/buildcontroller.h"
#include "ui/chassis/chassisscene.h"

#include <QBuffer>
#include <QChart>
#include <QCoreApplication>
#include <QFontMetricsF>
#include <QLocale>
#include <QPainter>
#include <QPdfWriter>
#include <QRegularExpression>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

struct Text
{
    Q_DECLARE_TR_FUNCTIONS(BuildSheet)
};

using Draw = std::function<void(QPainter &, const QRectF &)>;

// A top-to-bottom flow of blocks over pages: first laid out (so the page count is known), then
// painted with the footer on each page.
class Flow
{
public:
    Flow(const QRectF &body, double dpi)
        : mBody(body)
        , mDpi(dpi)
        , mY(body.top())
    {
        mPages.append(QList<std::pair<QRectF, Draw>>());
    }

    double mm(double v) const { return v / 25.4 * mDpi; }
    double width() const { return mBody.width(); }
    double left() const { return mBody.left(); }
    bool fits(double h) const { return mY + h <= mBody.bottom(); }
    void newPage()
    {
        mPages.append(QList<std::pair<QRectF, Draw>>());
        mY = mBody.top();
    }
    // Places a block of height `h` at the cursor, on a new page if it does not fit here.
    void add(double h, Draw draw)
    {
        if (!fits(h) && mY > mBody.top())
            newPage();
        mPages.last().append({QRectF(mBody.left(), mY, mBody.width(), h), std::move(draw)});
        mY += h;
    }
    void space(double h) { mY += h; }
    const QList<QList<std::pair<QRectF, Draw>>> &pages() const { return mPages; }

private:
    QRectF mBody;
    double mDpi;
    double mY;
    QList<QList<std::pair<QRectF, Draw>>> mPages;
};

QFont font(double points, bool bold = false)
{
    QFont f(QStringLiteral("DejaVu Sans"));
    f.setPointSizeF(points);
    f.setBold(bold);
    // No ligatures: "fi" stays two letters, so a search for a part name in the PDF finds it.
    f.setStyleStrategy(QFont::PreferNoShaping);
    return f;
}

// Wraps at word boundaries, or anywhere when one word (a long rule id) is wider than the cell,
// so nothing runs past a cell's edge.
int wrapFlag(QPaintDevice *device, const QFont &f, double width, const QString &text)
{
    const QFontMetricsF m(f, device);
    for (const QString &word : text.split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts))
        if (m.horizontalAdvance(word) > width)
            return Qt::TextWrapAnywhere;
    return Qt::TextWordWrap;
}

double textHeight(QPaintDevice *device, const QFont &f, double width, const QString &text)
{
    const QFontMetricsF m(f, device);
    return m.boundingRect(QRectF(0, 0, width, 1e6), wrapFlag(device, f, width, text), text).height();
}

// `keep`: room the content after the heading needs on the same page.
void heading(Flow &flow, QPaintDevice *device, const QString &text, double keep = -1)
{
    const QFont f = font(13, true);
    const double h = textHeight(device, f, flow.width(), text) + flow.mm(2);
    flow.space(flow.mm(4));
    // A heading never ends a page: keep room for a few lines after it.
    if (!flow.fits(h + (keep < 0 ? flow.mm(25) : keep)))
        flow.newPage();
    flow.add(h, [f, text](QPainter &p, const QRectF &r) {
        p.setFont(f);
        p.setPen(QColor(30, 50, 90));
        p.drawText(r, Qt::TextWordWrap, text);
    });
}

void paragraph(
    Flow &flow, QPaintDevice *device, const QString &shownOrNot, double points = 9, QColor colour = Qt::black)
{
    const QString text = shownText(shownOrNot);
    const QFont f = font(points);
    const double h = textHeight(device, f, flow.width(), text) + flow.mm(1);
    flow.add(h, [f, text, colour](QPainter &p, const QRectF &r) {
        p.setFont(f);
        p.setPen(colour);
        p.drawText(r, Qt::TextWordWrap, text);
    });
}

// The build's notes: each line its own paragraph, and a long line in pieces of a few lines each, so
// notes longer than a page flow on over pages instead of being cut off; past kMaxSheetNotes they are
// cut with a sentence that says so (the build file keeps them whole).
void notes(Flow &flow, QPaintDevice *device, const QString &text)
{
    constexpr qsizetype kMaxSheetNotes = 20000;
    constexpr qsizetype kPiece = 1200;
    const QString shown = shownText(text.left(kMaxSheetNotes));
    for (const QString &line : shown.split(u'\n')) {
        if (line.trimmed().isEmpty()) {
            flow.space(flow.mm(2));
            continue;
        }
        for (qsizetype at = 0; at < line.size();) {
            qsizetype end = std::min(line.size(), at + kPiece);
            if (end < line.size()) {
                const qsizetype blank = line.lastIndexOf(u' ', end);
                if (blank > at)
                    end = blank + 1;
            }
            paragraph(flow, device, line.mid(at, end - at), 10);
            at = end;
        }
    }
    if (text.size() > kMaxSheetNotes) {
        paragraph(flow, device,
            Text::tr("The notes go on for %1 more characters; the build file holds them all.")
                .arg(text.size() - kMaxSheetNotes),
            8, QColor(90, 90, 90));
    }
}

// A table: column widths as fractions of the width; the header repeats on every page it spans.
void table(Flow &flow, QPaintDevice *device, const QStringList &header, const QList<double> &widths,
    const QList<QStringList> &rows, const QList<bool> &bold = {})
{
    const QFont headFont = font(8, true);
    const QFont bodyFont = font(8);
    const QFont boldFont = font(8, true);
    const double pad = flow.mm(1.2);
    const auto rowHeight = [&](const QStringList &cells, const QFont &f) {
        double h = 0;
        for (int c = 0; c < cells.size(); ++c)
            h = std::max(h, textHeight(device, f, flow.width() * widths[c] - 2 * pad, shownText(cells[c])));
        return h + 2 * pad;
    };
    const auto drawRow = [widths, pad](QStringList cells, const QFont &f, QColor fill) {
        for (QString &cell : cells)
            cell = shownText(cell);
        return [cells, f, fill, widths, pad](QPainter &p, const QRectF &r) {
            double x = r.left();
            p.setFont(f);
            for (int c = 0; c < cells.size(); ++c) {
                const QRectF cell(x, r.top(), r.width() * widths[c], r.height());
                if (fill.isValid())
                    p.fillRect(cell, fill);
                p.setPen(QPen(QColor(180, 185, 195), 0));
                p.drawRect(cell);
                p.setPen(Qt::black);
                const QRectF inner = cell.adjusted(pad, pad, -pad, -pad);
                p.drawText(inner, wrapFlag(p.device(), f, inner.width(), cells[c]), cells[c]);
                x += cell.width();
            }
        };
    };
    const double headH = rowHeight(header, headFont);
    flow.add(headH, drawRow(header, headFont, QColor(225, 230, 240)));
    for (qsizetype i = 0; i < rows.size(); ++i) {
        const bool b = i < bold.size() && bold[i];
        const double h = rowHeight(rows[i], b ? boldFont : bodyFont);
        if (!flow.fits(h)) {
            flow.newPage();
            flow.add(headH, drawRow(header, headFont, QColor(225, 230, 240)));
        }
        flow.add(h, drawRow(rows[i], b ? boldFont : bodyFont, QColor()));
    }
}

QString money(double usd)
{
    return Money::fromUnits(usd, QStringLiteral("USD")).toString();
}

QString priceSource(const PartInfo &info)
{
    // Where and when, and "over a year old" for a price to check before buying.
    return priceOrigin(info);
}

QString estimated(const PartInfo &info)
{
    return info.estimatedFields.isEmpty() ? QString()
                                          : Text::tr(" (≈ %1)").arg(fieldNames(info.estimatedFields));
}

} // namespace

BuildSheet::BuildSheet(Build build, Options options)
    : mBuild(std::move(build))
    , mOptions(std::move(options))
{
}

int BuildSheet::paint(QPagedPaintDevice *device) const
{
    const Build &b = mBuild;
    const Analyses a = Analyses::of(b);
    const Report report = RuleEngine::evaluate(b, a);
    const double dpi = device->logicalDpiX();
    const QRectF page(0, 0, device->width(), device->height());
    const double footerHeight = 12.0 / 25.4 * dpi;
    Flow flow(page.adjusted(0, 0, 0, -footerHeight), dpi);

    // 1. Title block.
    // The name on one line: a line break in it cannot print a line of its own under the title.
    const QString title = b.name.trimmed().isEmpty() ? Text::tr("Untitled build") : shownLine(b.name);
    flow.add(textHeight(device, font(20, true), flow.width(), title) + flow.mm(2),
        [title](QPainter &p, const QRectF &r) {
            p.setFont(font(20, true));
            p.setPen(QColor(20, 40, 80));
            p.drawText(r, Qt::TextWordWrap, title);
        });
    if (!b.notes.isEmpty())
        notes(flow, device, b.notes);
    paragraph(flow, device,
        Text::tr("Build sheet of %1 · catalog data of %2 · Rigsmith %3")
            .arg(QLocale().toString(QDate::currentDate(), QLocale::LongFormat),
                mOptions.catalogDate.isValid() ? mOptions.catalogDate.toString(Qt::ISODate)
                                               : Text::tr("unknown"),
                mOptions.version),
        8, QColor(90, 90, 90));

    // 2. Summary.
    heading(flow, device, Text::tr("Summary"));
    const CostEstimate &c = a.cost;
    QList<QStringList> summary {
        {Text::tr("Total price"),
            c.purchase.toString()
                + (c.unpricedParts ? Text::tr(" (%n part(s) without a price)", nullptr, c.unpricedParts)
                                   : QString())},
        {Text::tr("Workload"), displayName(b.workload.kind)},
        {Text::tr("Workload inputs"), workloadInputsText(b.workload)},
        {Text::tr("Workload throughput"),
            !a.workload.measuredBasis && !b.gpus.isEmpty()
                ? ThroughputModel::noBasisText(b.gpus.first().gpu.spec)
                : Text::tr("%1 (%2 per 1000 %3)")
                      .arg(
                          formatThroughput(a.workload.throughput, a.workload.unit, a.workload.throughputBand),
                          formatThroughput(c.purchase.units() > 0
                                  ? a.workload.throughput / c.purchase.units() * 1000.0
                                  : 0.0,
                              a.workload.unit),
                          c.currency)},
        {Text::tr("Memory per GPU"),
            (a.workload.memoryBand > 0 ? Text::tr("%1 GB (± %2 %) needed, %3 GB on the smallest card")
                                             .arg(a.workload.neededPerGpu, 0, 'f', 1)
                                             .arg(std::lround(a.workload.memoryBand * 100.0))
                                       : Text::tr("%1 GB needed, %2 GB on the smallest card")
                                             .arg(a.workload.neededPerGpu, 0, 'f', 1))
                .arg(a.workload.availablePerGpu)},
    };
    // Serving is a figure of a served model only: a training job has none (it is not shown, as in the dock).
    if (kindReads(b.workload.kind, WorkloadSetting::Serving))
        summary.append({Text::tr("Serving"),
            a.workload.serving ? servingText(*a.workload.serving, b.workload)
                               : Text::tr("one user; %1").arg(engineDecodeText(b.workload.engine))});
    summary
        += QList<QStringList> {{Text::tr("Power draw"),
                                   a.power.psu ? Text::tr("%1 W on a %2 W PSU (headroom ×%3)")
                                                     .arg(a.power.load.value())
                                                     .arg(a.power.psu->value())
                                                     .arg(a.power.headroom.value_or(0), 0, 'f', 2)
                                               : Text::tr("%1 W, no PSU chosen").arg(a.power.load.value())},
            {Text::tr("Energy per year"),
                Text::tr("%1 kWh, %2 %3")
                    .arg(c.kwhPerYear, 0, 'f', 0)
                    .arg(c.energyPerYear, 0, 'f', 0)
                    .arg(b.environment.currency)},
            {Text::tr("Findings"), report.countsText(true)}};
    table(flow, device, {Text::tr("Figure"), Text::tr("Value")}, {0.4, 0.6}, summary, {true});

    // A build planned for several jobs lists each, with its figures and memory verdict.
    if (!b.otherWorkloads.isEmpty() && a.otherWorkloads.size() == b.otherWorkloads.size()) {
        heading(flow, device, Text::tr("Workloads"));
        QList<QStringList> jobs;
        for (int i = 0; i <= b.otherWorkloads.size(); ++i) {
            const Workload &w = i == 0 ? b.workload : b.otherWorkloads[i - 1];
            const WorkloadEstimate &e = i == 0 ? a.workload : a.otherWorkloads[i - 1];
            const bool basis = e.measuredBasis || b.gpus.isEmpty();
            jobs.append({i == 0 ? Text::tr("%1 (primary)").arg(describeWorkload(w)) : describeWorkload(w),
                basis ? formatThroughput(e.throughput, e.unit, e.throughputBand)
                      : Text::tr("%1: no measured basis").arg(e.unit),
                Text::tr("%1 GB needed, %2 GB on the smallest card")
                    .arg(e.neededPerGpu, 0, 'f', 1)
                    .arg(e.availablePerGpu),
                b.gpus.isEmpty() ? Text::tr("no GPU")
                    : e.fits     ? Text::tr("fits")
                                 : Text::tr("does not fit")});
        }
        table(flow, device,
            {Text::tr("Workload"), Text::tr("Throughput"), Text::tr("Memory per GPU"), Text::tr("Memory")},
            {0.42, 0.2, 0.26, 0.12}, jobs, {false});
    }

    // 3. Parts table.
    heading(flow, device, Text::tr("Parts"));
    QList<QStringList> rows;
    forEachPart(b, [&rows](PartKind kind, const auto &part, int quantity, int slot) {
        const PartInfo &info = part.info;
        const double unit = info.price ? info.price->units() : 0.0;
        rows.append(
            {slot > 0 ? Text::tr("GPU, slot %1").arg(slot) : displayName(kind), info.name + estimated(info),
                keySpecs(part), QString::number(quantity), info.price ? money(unit) : QStringLiteral("–"),
                info.price ? money(unit * quantity) : QStringLiteral("–"), priceSource(info)});
    });
    // The NVLink bridge is bought with the cards: its spacing, and its price where a source gives one.
    if (const NvlinkBridge *bridge = nvlinkBridge(b.nvlinkBridge)) {
        const QString price = bridge->price ? money(bridge->price->units()) : QStringLiteral("–");
        rows.append({Text::tr("NVLink bridge"), bridge->name,
            Text::tr("%1-slot spacing").arg(bridge->spacing), QStringLiteral("1"), price, price,
            bridge->price ? Text::tr("dated price, %1").arg(bridge->priceDate)
                          : Text::tr("no price on record")});
    }
    if (c.waterCooling)
        rows.append({Text::tr("Water cooling"), Text::tr("$100 per GPU + $50 (estimate)"), QString(),
            QStringLiteral("1"), money(c.waterCooling->units()), money(c.waterCooling->units()),
            Text::tr("the guide's estimate")});
    // Launch prices apart from the other old prices: what the maker asked at release, not a price now.
    int stale = 0;
    int launch = 0;
    forEachPart(b, [&stale, &launch](PartKind, const auto &part, int, int) {
        launch += isLaunchPrice(part.info) ? 1 : 0;
        stale += isStalePrice(part.info) && !isLaunchPrice(part.info) ? 1 : 0;
    });
    QList<bool> bold(rows.size(), false);
    rows.append(
        {Text::tr("Total"), QString(), QString(), QString(), QString(), c.purchase.toString(), QString()});
    bold.append(true);
    table(flow, device,
        {Text::tr("Role"), Text::tr("Part"), Text::tr("Key specs"), Text::tr("Qty"), Text::tr("Unit price"),
            Text::tr("Subtotal"), Text::tr("Price source")},
        {0.135, 0.255, 0.19, 0.05, 0.11, 0.11, 0.15}, rows, bold);
    paragraph(flow, device, Text::tr("≈ marks values derived rather than read from a datasheet."), 7,
        QColor(90, 90, 90));
    if (launch > 0)
        paragraph(flow, device,
            Text::tr("%n price(s) are launch prices, what the maker asked at release (see Price source), not "
                     "current prices: check them before buying.",
                nullptr, launch),
            8, QColor(138, 90, 0));
    if (stale > 0)
        paragraph(flow, device,
            Text::tr("%n price(s) date from over a year ago (see Price source): check them before buying.",
                nullptr, stale),
            8, QColor(138, 90, 0));
    if (b.motherboard && !layoutConfidenceNote(b.motherboard->spec).isEmpty())
        paragraph(flow, device,
            Text::tr("Motherboard slot layout: %1. Check the board's manual before relying on slot "
                     "positions.")
                .arg(layoutConfidenceNote(b.motherboard->spec)),
            7, QColor(150, 80, 0));

    // 4. Chassis drawing at a stated scale.
    BuildDocument document(b);
    BuildController controller(&document);
    ChassisScene scene(&controller);
    scene.sync(b, a, report);
    const QRectF sceneRect = scene.sceneRect();
    // Scene units are millimetres: the smallest whole scale at which the case fits the page
    // width and 150 mm of height, drawn at exactly that scale.
    const double widthMm = flow.width() / dpi * 25.4;
    const int scale
        = std::max(1, int(std::ceil(std::max(sceneRect.width() / widthMm, sceneRect.height() / 150.0))));
    const double drawWidth = flow.mm(sceneRect.width() / scale);
    const double drawHeight = flow.mm(sceneRect.height() / scale);
    const QString legend = Text::tr("Seen from the side: rear openings left, slot 1 at the top. GPUs are "
                                    "drawn at their length and thickness, coloured by expected throttling, "
                                    "with the PCIe lanes they get; covered slots are hatched.");
    heading(flow, device, Text::tr("Chassis (scale 1:%1)").arg(scale),
        drawHeight + textHeight(device, font(8), flow.width(), legend) + flow.mm(2));
    paragraph(flow, device, legend, 8);
    flow.add(drawHeight, [&scene, sceneRect, drawWidth](QPainter &p, const QRectF &r) {
        scene.render(&p, QRectF(r.topLeft(), QSizeF(drawWidth, r.height())), sceneRect, Qt::KeepAspectRatio);
    });

    // 5. Findings.
    heading(flow, device, Text::tr("Findings"));
    if (report.findings.isEmpty()) {
        paragraph(flow, device, Text::tr("No problems found."), 10);
    } else {
        QList<QStringList> findingRows;
        for (const Finding &f : report.findings)
            // The rule id heads the finding, on a line of its own: wide enough never to break.
            findingRows.append(
                {displayName(f.severity), f.ruleId + u'\n' + f.message, f.fix, f.guideSection});
        table(flow, device,
            {Text::tr("Severity"), Text::tr("Rule and finding"), Text::tr("Fix"), Text::tr("Source")},
            {0.09, 0.44, 0.31, 0.16}, findingRows);
    }

    // 6. Power budget, PCIe lanes and thermals.
    heading(flow, device, Text::tr("Power budget"));
    const PowerBudget &p = a.power;
    table(flow, device, {Text::tr("Item"), Text::tr("Value")}, {0.5, 0.5},
        {{Text::tr("GPUs + CPU"),
             Text::tr("%1 W + %2 W = %3 W")
                 .arg(p.gpuTdp.value())
                 .arg(p.cpuPower.value())
                 .arg(p.load.value())},
            {Text::tr("CPU figure used"), b.cpu ? PowerBudget::cpuPowerText(b, p) : QStringLiteral("–")},
            {Text::tr("Minimum PSU (×1.10)"), Text::tr("%1 W").arg(p.minimum.value())},
            {Text::tr("Recommended PSU (×1.21, standard size)"), Text::tr("%1 W").arg(p.recommended.value())},
            {Text::tr("Card maker's recommended PSU"),
                p.makerPsu ? Text::tr("%1 W (%2 W for one %3)")
                                 .arg(p.makerPsu->value())
                                 .arg(p.makerFigure.value())
                                 .arg(p.makerCard)
                           : Text::tr("not published")},
            {Text::tr("PCIe 8-pin / 12VHPWR needed"),
                Text::tr("%1 / %2").arg(p.eightPinNeeded).arg(p.twelveVhpwrNeeded)},
            {Text::tr("PCIe 8-pin / 12VHPWR on the PSU"),
                p.psu ? Text::tr("%1 / %2").arg(p.eightPinAvailable).arg(p.twelveVhpwrAvailable)
                      : QStringLiteral("–")},
            {Text::tr("At the wall"),
                p.wallDraw ? Text::tr("%1 W (efficiency %2 %)")
                                 .arg(p.wallDraw->value())
                                 .arg(p.efficiency * 100, 0, 'f', 0)
                           : QStringLiteral("–")}});
    heading(flow, device, Text::tr("PCIe lanes and thermals per GPU"));
    QList<QStringList> gpuRows;
    for (const GpuPlacement &g : b.gpus) {
        const auto *l = a.pcie.link(g.slot);
        const auto *t = a.thermal.card(g.slot);
        gpuRows.append({QString::number(g.slot), g.gpu.info.name,
            l ? Text::tr("x%1 PCIe %2.0 (%3)")
                    .arg(l->lanes)
                    .arg(l->generation)
                    .arg(l->source == LaneSource::Cpu ? Text::tr("CPU") : Text::tr("chipset"))
              : QStringLiteral("–"),
            l ? Text::tr("%1 ms").arg(l->transferMsPractice, 0, 'f', 1) : QStringLiteral("–"),
            t ? Text::tr("%1 %").arg(t->loss * 100, 0, 'f', 1) : QStringLiteral("–"),
            t ? t->reason : QString()});
    }
    if (gpuRows.isEmpty())
        paragraph(flow, device, Text::tr("The build has no GPU."), 9);
    else
        table(flow, device,
            {Text::tr("Slot"), Text::tr("GPU"), Text::tr("Link"), Text::tr("Batch transfer"),
                Text::tr("Thermal loss"), Text::tr("Why")},
            {0.06, 0.3, 0.2, 0.12, 0.1, 0.22}, gpuRows);

    // 7. Charts.
    ChartsPanel charts;
    charts.update(b); // before the catalog, so the charts are built over it once
    charts.setCatalog(mOptions.catalog);
    const double chartH = flow.width() * 0.52;
    heading(flow, device, Text::tr("Charts"), chartH);
    const auto chartBlock = [&charts](ChartsPanel::Chart which) {
        return [&charts, which](QPainter &painter, const QRectF &r) {
            QChart *chart = charts.chart(which);
            // On paper the chart spans the page: drawn at 720 points across (not the 900 of a wide window)
            // its text reads at print size, and the value map's GPU points, six points on screen, are
            // made nine so that they show as points, not specks.
            chart->resize(QSizeF(720, 376));
            for (QAbstractSeries *series : chart->series()) {
                if (auto *points = qobject_cast<QScatterSeries *>(series); points && points->markerSize() < 9)
                    points->setMarkerSize(9);
            }
            chart->scene()->render(&painter, r, chart->sceneBoundingRect(), Qt::KeepAspectRatio);
        };
    };
    if (mOptions.catalog)
        flow.add(chartH, chartBlock(ChartsPanel::ValueMapChart));
    else
        paragraph(
            flow, device, Text::tr("The GPU value map needs the parts catalog; it was not available."), 9);
    flow.space(flow.mm(3));
    flow.add(chartH, chartBlock(ChartsPanel::BreakdownChart));

    // Paint, with the footer on every page.
    const int pageCount = int(flow.pages().size());
    QPainter painter(device);
    painter.setRenderHint(QPainter::Antialiasing);
    const QString attribution
        = Text::tr("Part data: BuildCores OpenDB (ODC-By 1.0), RightNow GPU Database (Apache-2.0; "
                   "TechPowerUp data), Epoch AI (CC BY 4.0), PCPartPicker prices via pc-part-dataset "
                   "(MIT). Estimates are marked ≈.");
    for (int i = 0; i < pageCount; ++i) {
        if (i > 0)
            device->newPage();
        for (const auto &[rect, draw] : flow.pages()[i]) {
            painter.save();
            draw(painter, rect);
            painter.restore();
        }
        const QRectF footer(
            0, page.bottom() - footerHeight + flow.mm(3), page.width(), footerHeight - flow.mm(3));
        painter.setPen(QPen(QColor(160, 160, 160), 0));
        painter.drawLine(footer.topLeft(), footer.topRight());
        painter.setFont(font(7));
        painter.setPen(QColor(90, 90, 90));
        painter.drawText(
            footer.adjusted(0, flow.mm(1), -flow.mm(28), 0), Qt::AlignLeft | Qt::TextWordWrap, attribution);
        painter.drawText(footer.adjusted(0, flow.mm(1), 0, 0), Qt::AlignRight,
            Text::tr("Page %1 of %2").arg(i + 1).arg(pageCount));
    }
    painter.end();
    return pageCount;
}

std::optional<QString> BuildSheet::exportPdf(const QString &path) const
{
    // Laid out in memory, then saved in one step: a failure leaves any old file as it was.
    QBuffer pdfBytes;
    pdfBytes.open(QIODevice::WriteOnly);
    {
        QPdfWriter pdf(&pdfBytes);
        pdf.setResolution(300);
        pdf.setPageSize(mOptions.pageSize);
        pdf.setPageMargins(QMarginsF(15, 15, 15, 12), QPageLayout::Millimeter);
        pdf.setTitle(shownLine(mBuild.name));
        pdf.setCreator(QStringLiteral("Rigsmith %1").arg(mOptions.version));
        paint(&pdf);
    }
    if (const auto why = saveAtomically(path, pdfBytes.data()))
        return Text::tr("%1 %2").arg(path, *why);
    return std::nullopt;
}

} // namespace rigsmith::ui
