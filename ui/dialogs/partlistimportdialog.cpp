// SPDX-License-Identifier: GPL-3.0-or-later
#include "partlistimportdialog.h"

#include "core/file/regularfile.h"
#include "db/prices/priceimport.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPlainTextEdit>
#include <QPushButton>
#include <QScreen>
#include <QTableWidget>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

enum Column { LineColumn, TypeColumn, NameColumn, QuantityColumn, PriceColumn, PartColumn, MatchColumn };

QString matchText(const db::ListLine &line, bool chosenByUser)
{
    if (!line.kind)
        return PartListImportDialog::tr("left out: not a kind of part the catalog holds");
    if (chosenByUser)
        return line.match ? PartListImportDialog::tr("your choice")
                          : PartListImportDialog::tr("none (your choice)");
    switch (line.confidence) {
    case db::MatchConfidence::Exact:
        return PartListImportDialog::tr("exact");
    case db::MatchConfidence::Close:
        return PartListImportDialog::tr("close: check it");
    case db::MatchConfidence::None:
        break;
    }
    return PartListImportDialog::tr("none");
}

QColor matchColour(const db::ListLine &line, bool chosenByUser)
{
    if (!line.kind || !line.match)
        return QColor(0xe8, 0xe8, 0xe8);
    if (chosenByUser || line.confidence == db::MatchConfidence::Exact)
        return QColor(0xd8, 0xf0, 0xd8);
    return QColor(0xff, 0xe8, 0xb0); // close: the user should look
}

} // namespace

PartListImportDialog::PartListImportDialog(const PartCatalog &catalog, const QDate &today, QWidget *parent)
    : QDialog(parent)
    , mCatalog(catalog)
    , mToday(today)
    , mPaste(new QPlainTextEdit(this))
    , mLines(new QTableWidget(0, 7, this))
    , mSummary(new QLabel(this))
{
    setWindowTitle(tr("Import PCPartPicker list"));
    auto *intro = new QLabel(tr("Paste a PCPartPicker list here (its text, Markdown or HTML export: Markup ▸ "
                                "copy on the list's page), "
                                "or open a file that holds one."),
        this);
    intro->setWordWrap(true);
    auto *open = new QPushButton(tr("Open file…"), this);
    connect(open, &QPushButton::clicked, this, [this] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open a PCPartPicker list"), QString(),
            tr("Part lists (*.txt *.md *.html *.htm);;All files (*)"));
        if (path.isEmpty())
            return;
        const auto read = readRegularFile(path, db::kMaxPartListBytes);
        if (const auto *why = std::get_if<QString>(&read)) {
            mSummary->setText(tr("Cannot read %1: it %2").arg(QFileInfo(path).fileName(), *why));
            return;
        }
        setListText(std::get<QByteArray>(read));
    });
    mPaste->setPlaceholderText(tr("PCPartPicker Part List: https://pcpartpicker.com/list/…"));
    mPaste->setMaximumHeight(fontMetrics().height() * 6);
    mPaste->setLineWrapMode(QPlainTextEdit::NoWrap);
    connect(mPaste, &QPlainTextEdit::textChanged, this, &PartListImportDialog::read);
    mLines->setHorizontalHeaderLabels(
        {tr("Line"), tr("Type"), tr("In the list"), tr("Qty"), tr("Price"), tr("Catalog part"), tr("Match")});
    mLines->verticalHeader()->hide();
    mLines->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mLines->setWordWrap(false);
    // The catalog part takes the room left: its names are the longest, and what the user checks.
    mLines->horizontalHeader()->setStretchLastSection(false);
    mSummary->setWordWrap(true);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    mImport = buttons->button(QDialogButtonBox::Ok);
    mImport->setText(tr("Import prices"));
    mImport->setEnabled(false);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *top = new QHBoxLayout;
    top->addWidget(intro, 1);
    top->addWidget(open);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(top);
    layout->addWidget(mPaste);
    layout->addWidget(mSummary);
    layout->addWidget(mLines, 1);
    layout->addWidget(buttons);
    const QSize room = screen()->availableGeometry().size() * 0.9;
    resize(std::min(fontMetrics().averageCharWidth() * 150, room.width()),
        std::min(fontMetrics().height() * 32, room.height()));
    read();
}

void PartListImportDialog::setListText(const QByteArray &text)
{
    mPaste->setPlainText(QString::fromUtf8(text));
}

QComboBox *PartListImportDialog::partChoice(int row) const
{
    return qobject_cast<QComboBox *>(mLines->cellWidget(row, PartColumn));
}

QList<db::UserPrice> PartListImportDialog::prices() const
{
    // Close matches are taken: the user has seen each one marked, and could choose another.
    return db::pricesOfList(mList, mToday, true).prices;
}

void PartListImportDialog::read()
{
    const QString text = mPaste->toPlainText();
    mList = text.trimmed().isEmpty() ? db::PartList {} : db::readPartList(text.toUtf8(), mCatalog, mToday);
    if (text.trimmed().isEmpty())
        mList.refusal = tr("No list yet.");
    mLines->setRowCount(0);
    if (mList.ok()) {
        mLines->setRowCount(int(mList.lines.size()));
        for (int row = 0; row < mLines->rowCount(); ++row) {
            const db::ListLine &l = mList.lines[row];
            QString price = l.price ? l.price->toString() : tr("no price");
            if (l.owned)
                price = l.price ? tr("paid %1 (owned)").arg(l.price->toString()) : tr("owned");
            else if (!l.merchant.isEmpty())
                price = tr("%1 at %2").arg(price, l.merchant);
            const QStringList cells {
                QString::number(l.line), l.type, l.name, QString::number(l.quantity), price};
            for (int c = 0; c < cells.size(); ++c) {
                auto *item = new QTableWidgetItem(cells[c]);
                item->setToolTip(c == NameColumn && !l.url.isEmpty() ? l.url : cells[c]);
                mLines->setItem(row, c, item);
            }
            auto *choice = new QComboBox(mLines);
            QList<PartId> ids = l.candidates;
            if (l.match && !ids.contains(*l.match))
                ids.prepend(*l.match);
            for (const PartId &id : ids) {
                const auto part = mCatalog.part(id);
                choice->addItem(part ? part->info.name : id.key(), id.key());
                choice->setItemData(choice->count() - 1, id.key(), Qt::ToolTipRole);
            }
            choice->addItem(tr("none: leave this line out"), QString());
            choice->setCurrentIndex(l.match ? int(ids.indexOf(*l.match)) : choice->count() - 1);
            choice->setEnabled(l.kind.has_value());
            connect(choice, &QComboBox::activated, this, [this, row] { chosen(row); });
            mLines->setCellWidget(row, PartColumn, choice);
            auto *match = new QTableWidgetItem(matchText(l, false));
            match->setBackground(matchColour(l, false));
            mLines->setItem(row, MatchColumn, match);
        }
        mLines->resizeColumnsToContents();
        mLines->setColumnWidth(
            NameColumn, std::min(mLines->columnWidth(NameColumn), fontMetrics().averageCharWidth() * 50));
        mLines->horizontalHeader()->setSectionResizeMode(PartColumn, QHeaderView::Stretch);
    }
    showSummary();
}

void PartListImportDialog::chosen(int row)
{
    db::ListLine &l = mList.lines[row];
    const QString key = partChoice(row)->currentData().toString();
    l.match = key.isEmpty() ? std::nullopt : std::optional(PartId(key));
    l.confidence = key.isEmpty() ? db::MatchConfidence::None : db::MatchConfidence::Exact;
    QTableWidgetItem *match = mLines->item(row, MatchColumn);
    match->setText(matchText(l, true));
    match->setBackground(matchColour(l, true));
    showSummary();
}

void PartListImportDialog::showSummary()
{
    if (!mList.ok()) {
        mSummary->setText(mList.refusal);
        mSummary->setStyleSheet(
            mPaste->toPlainText().trimmed().isEmpty() ? QString() : QStringLiteral("color: #b02020"));
        mImport->setEnabled(false);
        return;
    }
    const db::PriceList taken = db::pricesOfList(mList, mToday, true);
    int close = 0;
    for (const db::ListLine &l : mList.lines)
        close += l.match && l.confidence == db::MatchConfidence::Close ? 1 : 0;
    QString text = tr("%n price(s) in %1 of %2 to import; ", nullptr, int(taken.prices.size()))
                       .arg(mList.currency, mList.date.toString(Qt::ISODate))
        + tr("%n line(s) left out (owned, no price, no catalog part, or a kind the catalog does not hold).",
            nullptr, int(taken.skipped.size()));
    if (close > 0)
        text += u' '
            + tr("%n line(s) matched by a close name: check the catalog part, or choose another.", nullptr,
                close);
    for (const QString &notice : mList.notices)
        text += u'\n' + notice;
    if (!taken.bad.isEmpty())
        text += u'\n' + taken.badRows().join(u'\n');
    mSummary->setText(text);
    mSummary->setStyleSheet(taken.bad.isEmpty() ? QString() : QStringLiteral("color: #b02020"));
    mImport->setEnabled(taken.bad.isEmpty() && !taken.prices.isEmpty());
}

} // namespace rigsmith::ui
