// SPDX-License-Identifier: GPL-3.0-or-later
#include "comparedialog.h"

#include "core/compare/catalogdrift.h"
#include "core/file/atomicsave.h"
#include "core/file/buildfile.h"
#include "core/file/regularfile.h"
#include "core/model/buildparts.h"
#include "core/rules/ruleengine.h"

#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QListWidget>
#include <QPageSize>
#include <QPdfWriter>
#include <QPushButton>
#include <QRegularExpression>
#include <QSaveFile>
#include <QScatterSeries>
#include <QScreen>
#include <QTableWidget>
#include <QTextDocument>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cstdio>

namespace rigsmith::ui {

namespace {

// An empty build (a fresh "Untitled" tab) has nothing to compare: never offered.
QList<CompareDialog::Entry> withParts(const QList<CompareDialog::Entry> &entries)
{
    QList<CompareDialog::Entry> out;
    for (const CompareDialog::Entry &e : entries) {
        int parts = 0;
        core::forEachPart(
            e.build, [&parts](core::PartKind, const auto &, int quantity, int) { parts += quantity; });
        if (parts > 0)
            out.append(e);
    }
    return out;
}

// A finding row's label: the first sentence of its message, short enough for the table's side.
QString findingRowLabel(const QString &message)
{
    static const QRegularExpression sentenceEnd(QStringLiteral("[.;:]\\s|[。；：]"));
    const qsizetype stop = message.indexOf(sentenceEnd);
    const QString first = stop > 0 ? message.left(stop) : message;
    constexpr qsizetype kLongest = 60;
    return first.size() > kLongest ? first.left(kLongest - 1).trimmed() + QChar(0x2026) : first;
}

} // namespace

using namespace rigsmith::core;

CompareDialog::CompareDialog(const QList<Entry> &open, QWidget *parent)
    : QDialog(parent)
    , mEntries(withParts(open))
    , mChoices(new QListWidget(this))
    , mTable(new QTableWidget(this))
    , mChart(new QChartView(this))
    , mStatus(new QLabel(this))
{
    setWindowTitle(tr("Compare builds"));
    // Most of the screen, up to 1400 × 900: the table and the chart share the height.
    resize(QSize(1400, 900).boundedTo(screen()->availableGeometry().size() * 0.92));
    for (const Entry &e : mEntries) {
        auto *item = new QListWidgetItem(e.name, mChoices);
        item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        item->setCheckState(mChoices->count() <= 4 ? Qt::Checked : Qt::Unchecked);
    }
    mChoices->setToolTip(tr("Check 2 to 4 builds to compare"));
    mChoices->setMaximumWidth(260);
    auto *addButton = new QPushButton(tr("Add file…"), this);
    auto *csvButton = new QPushButton(tr("Export CSV…"), this);
    auto *pdfButton = new QPushButton(tr("Export PDF…"), this);
    auto *closeButton = new QPushButton(tr("Close"), this);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    mTable->horizontalHeader()->setTextElideMode(Qt::ElideRight);
    // Tall enough at 1366 x 768 for the axes' figures (a shorter chart elided them to "…").
    mChart->setMinimumHeight(290);

    auto *left = new QVBoxLayout;
    left->addWidget(mChoices, 1);
    left->addWidget(addButton);
    auto *right = new QVBoxLayout;
    right->addWidget(mTable, 3);
    right->addWidget(mChart, 2);
    mStatus->setWordWrap(true);
    right->addWidget(mStatus);
    auto *top = new QHBoxLayout;
    top->addLayout(left);
    top->addLayout(right, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(csvButton);
    buttons->addWidget(pdfButton);
    buttons->addWidget(closeButton);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top, 1);
    layout->addLayout(buttons);

    connect(mChoices, &QListWidget::itemChanged, this, &CompareDialog::refresh);
    connect(addButton, &QPushButton::clicked, this, [this] {
        for (const QString &path : QFileDialog::getOpenFileNames(
                 this, tr("Add builds"), QString(), tr("Rigsmith builds (*.rigsmith)"))) {
            if (const auto why = addFile(path))
                mStatus->setText(*why);
        }
    });
    const auto exportWith = [this](bool pdf) {
        const QString path = QFileDialog::getSaveFileName(this, tr("Export comparison"), QString(),
            pdf ? tr("PDF files (*.pdf)") : tr("CSV files (*.csv)"));
        QString error;
        if (!path.isEmpty() && !(pdf ? exportPdf(path, &error) : exportCsv(path, &error)))
            mStatus->setText(error);
    };
    connect(csvButton, &QPushButton::clicked, this, [exportWith] { exportWith(false); });
    connect(pdfButton, &QPushButton::clicked, this, [exportWith] { exportWith(true); });
    connect(closeButton, &QPushButton::clicked, this, &QDialog::accept);
    refresh();
}

void CompareDialog::setCatalog(const PartCatalog *catalog)
{
    mCatalog = catalog;
    for (Entry &e : mEntries)
        checkAgainstCatalog(e);
    refresh();
}

void CompareDialog::checkAgainstCatalog(Entry &e) const
{
    if (!mCatalog)
        return;
    // Comparing needs every kind the build uses: a catalog still being read is not asked, and that is said.
    for (PartKind kind : allValues<PartKind>()) {
        if (!mCatalog->whenReady(kind).isFinished()) {
            e.priceNote = tr("%1: not checked against the catalog yet (it is still being read)").arg(e.name);
            return;
        }
    }
    const DriftCheck checked = checkDrift(e.build, mCatalog);
    e.build = checked.build;
    e.priceNote = checked.note(e.name);
}

std::optional<QString> CompareDialog::addFile(const QString &path)
{
    const auto loaded = buildfile::load(path);
    if (!loaded.ok())
        return loaded.error().toString(); // named; the others still compare
    // By the build's own name, as the open tabs are listed; the file names it where two would read alike.
    const QFileInfo file(path);
    QString name = loaded.value().name.trimmed().isEmpty() ? file.completeBaseName() : loaded.value().name;
    if (std::any_of(mEntries.cbegin(), mEntries.cend(), [&](const Entry &e) { return e.name == name; }))
        name = tr("%1 (%2)").arg(name, file.fileName());
    mEntries.append({name, loaded.value(), path});
    checkAgainstCatalog(mEntries.last());
    auto *item = new QListWidgetItem(mEntries.last().name, mChoices);
    item->setToolTip(QDir::toNativeSeparators(file.absoluteFilePath()));
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
    item->setCheckState(Qt::Checked);
    return std::nullopt;
}

void CompareDialog::setChecked(const QList<int> &rows)
{
    const QSignalBlocker blocker(mChoices);
    for (int i = 0; i < mChoices->count(); ++i)
        mChoices->item(i)->setCheckState(rows.contains(i) ? Qt::Checked : Qt::Unchecked);
    refresh();
}

void CompareDialog::refresh()
{
    QList<Build> builds;
    QStringList priceNotes;
    for (int i = 0; i < mChoices->count(); ++i) {
        if (mChoices->item(i)->checkState() == Qt::Checked) {
            if (!mEntries[i].priceNote.isEmpty())
                priceNotes.append(mEntries[i].priceNote);
            Build b = mEntries[i].build;
            if (b.name.isEmpty())
                b.name = mEntries[i].name;
            builds.append(b);
        }
    }
    if (builds.size() < 2 || builds.size() > 4) {
        mStatus->setText(tr("Check 2 to 4 builds (%1 checked).").arg(builds.size()));
        mTable->clear();
        mTable->setRowCount(0);
        mComparison = {};
        return;
    }
    mComparison = compareBuilds(builds);
    const Comparison &c = mComparison;
    // Each build's assumptions, and a warning where they differ: figures built on them do not
    // compare like with like. Builds with errors show their count instead of competing for "best".
    QStringList status;
    QStringList headers;
    for (const ComparedBuild &b : c.builds) {
        status.append(tr("%1: %2 h/day, %3 %4/kWh, %5 years")
                          .arg(b.name)
                          .arg(b.hoursPerDay)
                          .arg(b.electricityPricePerKwh)
                          .arg(b.currency)
                          .arg(b.years)
                          .toHtmlEscaped());
        headers.append(
            b.errors > 0 ? tr("%1\n%n error(s), not ranked", nullptr, b.errors).arg(b.name) : b.name);
    }
    for (const QString &w : c.assumptionWarnings())
        status.append(QStringLiteral("<span style='color:#b06000'>⚠ %1</span>").arg(w.toHtmlEscaped()));
    // Which prices each build rests on: the catalog's where its saved ones moved.
    for (const QString &n : priceNotes)
        status.append(QStringLiteral("<span style='color:#8a5a00'>%1</span>").arg(n.toHtmlEscaped()));
    mStatus->setText(status.join(QStringLiteral("<br>")));
    mTable->clear();
    mTable->setColumnCount(int(c.names.size()));
    mTable->setHorizontalHeaderLabels(headers);
    // A long build name is cut at its end in the column's head, and whole in its tooltip.
    for (int col = 0; col < int(headers.size()); ++col)
        mTable->horizontalHeaderItem(col)->setToolTip(headers[col]);
    mTable->setRowCount(int(c.rows.size() + c.uniqueFindings.size()));
    QStringList rowLabels;
    int row = 0;
    for (const ComparisonRow &r : c.rows) {
        rowLabels.append(r.label);
        if (!r.note.isEmpty()) {
            auto *label = new QTableWidgetItem(r.label);
            label->setToolTip(r.note);
            mTable->setVerticalHeaderItem(row, label);
        }
        for (int col = 0; col < r.values.size(); ++col) {
            auto *item = new QTableWidgetItem(r.values[col]);
            if (r.differs)
                item->setBackground(QColor(255, 247, 214));
            if (col == r.best) {
                QFont f = item->font();
                f.setBold(true);
                item->setFont(f);
                item->setBackground(QColor(214, 240, 214));
                item->setToolTip(tr("Best of the compared builds without errors"));
            }
            mTable->setItem(row, col, item);
        }
        ++row;
    }
    // A finding only some builds have: the row says what it is (its first sentence), each cell how bad it is
    // in that build, with that build's own words.
    for (const FindingPresence &f : c.uniqueFindings) {
        auto *label = new QTableWidgetItem(findingRowLabel(f.message));
        const Rule *rule = RuleEngine::rule(f.ruleId);
        label->setToolTip(rule
                ? tr("%1 (%2)\n%3").arg(f.ruleId, QString::fromUtf8(rule->guideSection), f.message)
                : tr("%1\n%2").arg(f.ruleId, f.message));
        mTable->setVerticalHeaderItem(row, label);
        for (int col = 0; col < f.in.size(); ++col) {
            const auto severity = f.severity.value(col);
            auto *item = new QTableWidgetItem(severity ? displayName(*severity) : QString());
            item->setToolTip(f.messages.value(col));
            item->setBackground(QColor(255, 236, 230));
            mTable->setItem(row, col, item);
        }
        ++row;
    }
    for (int r = 0; r < int(c.rows.size()); ++r) {
        if (!mTable->verticalHeaderItem(r))
            mTable->setVerticalHeaderItem(r, new QTableWidgetItem(rowLabels[r]));
    }

    // The builds as points on cost against throughput.
    auto *chart = new QChart;
    // The builds' names beside the plot, not above it: the height goes to the axes.
    chart->legend()->setAlignment(Qt::AlignRight);
    chart->setTitle(tr("Cost against estimated throughput"));
    const ComparisonRow *price = c.row(QStringLiteral("price"));
    const ComparisonRow *throughput = c.row(QStringLiteral("workloadThroughput"));
    double maxX = 100, maxY = 0.1;
    // A build without a price or a comparable throughput has no place on the chart (not a point at 0):
    // the title names it.
    QStringList notDrawn;
    for (int i = 0; i < c.names.size(); ++i) {
        if (!price->numbers[i] || !throughput->numbers[i]) {
            notDrawn.append(c.names[i]);
            continue;
        }
        auto *s = new QScatterSeries;
        s->setName(c.names[i]);
        s->setMarkerSize(14);
        const double x = *price->numbers[i], y = *throughput->numbers[i];
        s->append(x, y);
        maxX = std::max(maxX, x);
        maxY = std::max(maxY, y);
        chart->addSeries(s);
    }
    if (!notDrawn.isEmpty()) {
        chart->setTitle(c.throughputUnit.isEmpty()
                ? tr("Cost against estimated throughput: the builds run different kinds of workload, so none "
                     "is "
                     "drawn")
                : tr("Cost against estimated throughput (not drawn, no price or no estimate: %1)")
                      .arg(notDrawn.join(QStringLiteral(", "))));
    }
    auto *ax = new QValueAxis;
    ax->setRange(0, maxX * 1.1);
    // In the builds' one currency; when they differ the dialog has said so, and the axis names none.
    const bool oneCurrency
        = !c.builds.isEmpty() && !c.differingAssumptions.contains(QStringLiteral("currency"));
    ax->setTitleText(oneCurrency ? tr("Price (%1)").arg(c.builds.first().currency) : tr("Price"));
    auto *ay = new QValueAxis;
    ay->setRange(0, maxY * 1.15);
    // In the workload's units when the builds share a kind of workload (the row has no figures otherwise).
    ay->setTitleText(
        // The unit alone: the chart's title says it is the throughput, and a short axis keeps its title
        // whole.
        c.throughputUnit.isEmpty() ? tr("Throughput") : c.throughputUnit);
    // Round ticks (0, 2000, 4000 rather than 0, 1966.8, 3933.5).
    ax->applyNiceNumbers();
    ax->setLabelFormat(QStringLiteral("%.0f"));
    ay->applyNiceNumbers();
    chart->addAxis(ax, Qt::AlignBottom);
    chart->addAxis(ay, Qt::AlignLeft);
    for (QAbstractSeries *s : chart->series()) {
        s->attachAxis(ax);
        s->attachAxis(ay);
    }
    QChart *old = mChart->chart();
    mChart->setChart(chart);
    delete old;
}

bool CompareDialog::replacesABuild(const QString &path, QString *error) const
{
    // Nor the user's overlay or the catalog (core::protectFromSaves).
    if (const auto problem = core::protectedFileProblem(path)) {
        *error = tr("%1 cannot be written: %2")
                     .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), *problem);
        return true;
    }
    for (const Entry &e : mEntries) {
        if (core::sameFile(path, e.path)) {
            *error = tr("%1 cannot be written: it is the build file of %2, which the export would replace")
                         .arg(QDir::toNativeSeparators(QFileInfo(path).absoluteFilePath()), e.name);
            return true;
        }
    }
    return false;
}

bool CompareDialog::exportCsv(const QString &path, QString *error) const
{
    if (replacesABuild(path, error))
        return false;
    QSaveFile file(path);
    const QByteArray csv = mComparison.toCsv();
    if (mComparison.names.size() < 2 || !file.open(QIODevice::WriteOnly) || file.write(csv) != csv.size()
        || !file.commit()) {
        *error = tr("%1 cannot be written: %2")
                     .arg(path, mComparison.names.size() < 2 ? tr("nothing to compare") : file.errorString());
        return false;
    }
    return true;
}

QString CompareDialog::html() const
{
    const Comparison &c = mComparison;
    QString h = QStringLiteral(
        "<h2>%1</h2><table border='1' cellspacing='0' cellpadding='3' width='100%'><tr><th></th>")
                    .arg(tr("Rigsmith build comparison").toHtmlEscaped());
    for (const QString &n : c.names)
        h += QStringLiteral("<th>%1</th>").arg(n.toHtmlEscaped());
    h += QStringLiteral("</tr>");
    for (const ComparisonRow &r : c.rows) {
        h += QStringLiteral("<tr%1><td><b>%2</b>%3</td>")
                 .arg(r.differs ? QStringLiteral(" bgcolor='#fff7d6'") : QString(), r.label.toHtmlEscaped(),
                     r.note.isEmpty() ? QString()
                                      : QStringLiteral("<br><small>%1</small>").arg(r.note.toHtmlEscaped()));
        for (int i = 0; i < r.values.size(); ++i) {
            const QString v = r.values[i].toHtmlEscaped();
            h += i == r.best ? QStringLiteral("<td bgcolor='#d6f0d6'><b>%1</b></td>").arg(v)
                             : QStringLiteral("<td>%1</td>").arg(v);
        }
        h += QStringLiteral("</tr>");
    }
    for (const FindingPresence &f : c.uniqueFindings) {
        h += QStringLiteral("<tr><td>%1<br><small>%2</small></td>")
                 .arg(findingRowLabel(f.message).toHtmlEscaped(), f.ruleId.toHtmlEscaped());
        for (const auto &severity : f.severity)
            h += QStringLiteral("<td>%1</td>")
                     .arg(severity ? displayName(*severity).toHtmlEscaped() : QString());
        h += QStringLiteral("</tr>");
    }
    return h
        + QStringLiteral("</table><p>%1</p>")
              .arg(tr("Bold: best of the row. Shaded rows differ.").toHtmlEscaped());
}

bool CompareDialog::exportPdf(const QString &path, QString *error) const
{
    if (replacesABuild(path, error))
        return false;
    if (mComparison.names.size() < 2) {
        *error = tr("%1 cannot be written: %2").arg(path, tr("nothing to compare"));
        return false;
    }
    // Written beside the target and renamed over it, so a failure leaves any old file untouched.
    const QString temporary = path + QStringLiteral(".part");
    {
        QPdfWriter pdf(temporary);
        pdf.setPageSize(QPageSize(QPageSize::A4));
        pdf.setPageOrientation(QPageLayout::Landscape);
        pdf.setTitle(tr("Rigsmith build comparison"));
        QTextDocument doc;
        doc.setHtml(html());
        doc.setPageSize(QSizeF(pdf.width(), pdf.height()));
        doc.print(&pdf);
    }
    if (!QFileInfo(temporary).isFile() || QFileInfo(temporary).size() == 0) {
        QFile::remove(temporary);
        *error = tr("%1 cannot be written: the folder does not accept new files").arg(path);
        return false;
    }
    // rename(2) replaces the old file in one step: there is never a moment without one.
    if (std::rename(QFile::encodeName(temporary).constData(), QFile::encodeName(path).constData()) != 0) {
        QFile::remove(temporary);
        *error = tr("%1 cannot be written: it cannot be replaced").arg(path);
        return false;
    }
    return true;
}

} // namespace rigsmith::ui
