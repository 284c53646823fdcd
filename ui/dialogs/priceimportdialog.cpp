// SPDX-License-Identifier: GPL-3.0-or-later
#include "priceimportdialog.h"

#include "core/model/priceage.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

QTableWidget *makeTable(const QStringList &headers, QWidget *parent)
{
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->verticalHeader()->hide();
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(false);
    return table;
}

void setRow(QTableWidget *table, int row, const QStringList &cells, const QString &tooltip = {})
{
    for (qsizetype c = 0; c < cells.size(); ++c) {
        auto *item = new QTableWidgetItem(cells[c]);
        if (!tooltip.isEmpty())
            item->setToolTip(tooltip);
        table->setItem(row, int(c), item);
    }
}

} // namespace

PriceImportDialog::PriceImportDialog(
    const QString &file, const db::PriceList &list, const PartCatalog &catalog, QWidget *parent)
    : QDialog(parent)
    , mSummary(new QLabel(this))
    , mMatched(
          makeTable({tr("Line"), tr("Part"), tr("Price now"), tr("New price"), tr("Date"), tr("Shop")}, this))
    , mBad(makeTable({tr("Line"), tr("Why it cannot be read")}, this))
    , mSkipped(makeTable({tr("Line"), tr("Why it is left out")}, this))
{
    setWindowTitle(tr("Import prices"));
    mMatched->setRowCount(int(list.prices.size()));
    for (qsizetype i = 0; i < list.prices.size(); ++i) {
        const db::UserPrice &p = list.prices[i];
        const auto part = catalog.part(p.part);
        const QString name = part ? part->info.name : p.part.key();
        const QString now = part && part->info.price ? part->info.price->toString() : tr("no price");
        // A price already over a year old is imported as the user wrote it, and marked so.
        const QString date = p.date.toString(Qt::ISODate)
            + (p.date.addYears(1) < QDate::currentDate() ? QStringLiteral(" · ") + stalePriceMark()
                                                         : QString());
        setRow(mMatched, int(i),
            {QString::number(list.lines.value(i)), name, now, p.price.toString(), date, p.shop},
            part ? tr("%1\nNow: %2").arg(p.part.key(), priceOrigin(part->info)) : p.part.key());
    }
    mBad->setRowCount(int(list.bad.size()));
    for (qsizetype i = 0; i < list.bad.size(); ++i)
        setRow(mBad, int(i), {QString::number(list.bad[i].line), list.bad[i].reason}, list.bad[i].reason);
    // Lines of a PCPartPicker list or a shopping list with no price to take (owned, unmatched, …).
    mSkipped->setRowCount(int(list.skipped.size()));
    for (qsizetype i = 0; i < list.skipped.size(); ++i)
        setRow(mSkipped, int(i), {QString::number(list.skipped[i].line), list.skipped[i].reason},
            list.skipped[i].reason);
    for (QTableWidget *t : {mMatched, mBad, mSkipped}) {
        t->resizeColumnsToContents();
        t->horizontalHeader()->setStretchLastSection(true);
    }

    auto *badLabel = new QLabel(tr("Rows that cannot be read"), this);
    QString summary;
    if (!list.malformed.isEmpty()) {
        summary = tr("%1 cannot be read as a price list: %2. Nothing is imported.").arg(file, list.malformed);
    } else if (!list.bad.isEmpty()) {
        summary = tr("%1: %n row(s) match catalog parts; ", nullptr, int(list.prices.size())).arg(file)
            + tr("%n row(s) cannot be read. Nothing is imported until every row can: fix them in the file "
                 "and import it again.",
                nullptr, int(list.bad.size()));
    } else if (list.prices.isEmpty()) {
        summary = tr("%1 has no prices to import.").arg(file);
    } else {
        summary = tr("%1: %n price(s) to import into your prices. Undo takes them back.", nullptr,
            int(list.prices.size()))
                      .arg(file);
    }
    for (const QString &notice : list.notices)
        summary += u'\n' + notice;
    mSummary->setText(summary);
    mSummary->setWordWrap(true);
    if (!list.malformed.isEmpty() || !list.bad.isEmpty())
        mSummary->setStyleSheet(QStringLiteral("color: #b02020"));
    mBad->setVisible(!list.bad.isEmpty());
    badLabel->setVisible(!list.bad.isEmpty());
    mMatched->setVisible(list.malformed.isEmpty());
    auto *skippedLabel = new QLabel(tr("Lines left out"), this);
    mSkipped->setVisible(list.malformed.isEmpty() && !list.skipped.isEmpty());
    skippedLabel->setVisible(mSkipped->isVisibleTo(this));

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mImport = buttons->button(QDialogButtonBox::Ok);
    mImport->setText(tr("Import"));
    mImport->setEnabled(list.malformed.isEmpty() && list.bad.isEmpty() && !list.prices.isEmpty());
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mSummary);
    layout->addWidget(mMatched, 2);
    layout->addWidget(badLabel);
    layout->addWidget(mBad, 1);
    layout->addWidget(skippedLabel);
    layout->addWidget(mSkipped, 1);
    layout->addWidget(buttons);
    // Wide enough for every column of the matched rows where the screen allows.
    int wanted = 0;
    for (int c = 0; c < mMatched->columnCount(); ++c)
        wanted += mMatched->columnWidth(c);
    const QSize room = screen()->availableGeometry().size() * 0.9;
    resize(std::min(std::max(wanted + 60, fontMetrics().averageCharWidth() * 100), room.width()),
        std::min(fontMetrics().height() * 30, room.height()));
}

} // namespace rigsmith::ui
