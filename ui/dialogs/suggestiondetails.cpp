// SPDX-License-Identifier: GPL-3.0-or-later
#include "suggestiondetails.h"

#include "core/advisor/advisor.h"
#include "core/model/buildparts.h"
#include "core/model/priceage.h"

#include <QHeaderView>
#include <QLocale>
#include <QSignalBlocker>
#include <QTableWidget>
#include <QVBoxLayout>

#include <cmath>

namespace rigsmith::ui {

using namespace rigsmith::core;
using namespace rigsmith::core::advisor;

namespace {

QTableWidget *readOnlyTable(const QStringList &headers, QWidget *parent)
{
    auto *table = new QTableWidget(0, int(headers.size()), parent);
    table->setHorizontalHeaderLabels(headers);
    table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    table->setSelectionBehavior(QAbstractItemView::SelectRows);
    table->setWordWrap(true);
    table->verticalHeader()->setVisible(false);
    table->horizontalHeader()->setStretchLastSection(true);
    return table;
}

QTableWidgetItem *cell(const QString &text, Qt::Alignment align = Qt::AlignLeft | Qt::AlignVCenter)
{
    auto *item = new QTableWidgetItem(text);
    item->setToolTip(text);
    item->setTextAlignment(align);
    return item;
}

// One line of the parts table: parts that are the same (four of one card) are one line with their count
// and the slots they take.
struct Line
{
    PartKind kind;
    const PartInfo *info;
    int quantity = 0;
    QList<int> slots;
};

} // namespace

SuggestionDetails::SuggestionDetails(QWidget *parent)
    : QWidget(parent)
    , mParts(readOnlyTable({tr("Part"), tr("Name"), tr("Qty"), tr("Price each"), tr("Price rests on")}, this))
    , mNotes(readOnlyTable({tr("About"), tr("What the advisor says")}, this))
{
    mParts->setObjectName(QStringLiteral("suggestionParts"));
    mNotes->setObjectName(QStringLiteral("suggestionNotes"));
    QHeaderView *header = mParts->horizontalHeader();
    header->setSectionResizeMode(Name, QHeaderView::Stretch);
    header->setSectionResizeMode(Role, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Quantity, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(Price, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(PriceBasis, QHeaderView::Interactive);
    header->setStretchLastSection(false);
    mParts->setColumnWidth(PriceBasis, 240);
    // A part a line: long names and price sources are elided, and whole in the tooltip.
    mParts->setWordWrap(false);
    mParts->setTextElideMode(Qt::ElideMiddle);
    mNotes->horizontalHeader()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    // What the advisor says wraps: rows grow with the text whenever the column's width changes.
    connect(mNotes->horizontalHeader(), &QHeaderView::sectionResized, mNotes, [this](int column) {
        if (column == 1)
            mNotes->resizeRowsToContents();
    });
    // A bought part's price is typed over its cell (double-click or F2); the owned ones and the other
    // columns stay as they are.
    mParts->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    connect(mParts, &QTableWidget::cellChanged, this, &SuggestionDetails::priceCellChanged);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mParts);
    layout->addWidget(mNotes, 1);
}

void SuggestionDetails::priceCellChanged(int row, int column)
{
    if (mFilling || column != Price || row < 0 || row >= mRowParts.size())
        return;
    QTableWidgetItem *item = mParts->item(row, column);
    // "750", "750.00", "USD 750.00" or "1,499.99" in the locale's way.
    QString text = item->text().trimmed();
    if (text.startsWith(mCurrency))
        text = text.mid(mCurrency.size()).trimmed();
    const QLocale locale;
    bool ok = false;
    double units = locale.toDouble(text, &ok);
    if (!ok)
        units = QLocale::c().toDouble(QString(text).remove(u','), &ok);
    const QVariant shown = item->data(Qt::UserRole);
    if (!ok || !std::isfinite(units) || units <= 0 || units > 1e7) {
        const QSignalBlocker blocker(mParts);
        item->setText(shown.toString()); // not a price: the cell shows what it showed
        return;
    }
    Q_EMIT priceEdited(mRowParts[row], Money::fromUnits(units, mCurrency));
}

void SuggestionDetails::show(const Suggestion *s)
{
    const QSignalBlocker blocker(mParts);
    mParts->setRowCount(0);
    mNotes->setRowCount(0);
    mRowParts.clear();
    if (!s)
        return;
    mCurrency = s->price.currency();
    QList<Line> lines;
    forEachPart(s->build, [&lines](PartKind kind, const auto &part, int quantity, int slot) {
        const PartInfo &info = part.info;
        for (Line &l : lines) {
            if (l.kind == kind && l.info->id == info.id && l.info->price == info.price) {
                l.quantity += quantity;
                if (slot > 0)
                    l.slots.append(slot);
                return;
            }
        }
        lines.append({kind, &info, quantity, slot > 0 ? QList<int> {slot} : QList<int> {}});
    });
    mParts->setRowCount(int(lines.size()));
    const Qt::Alignment right = Qt::AlignRight | Qt::AlignVCenter;
    for (int row = 0; row < lines.size(); ++row) {
        const Line &l = lines[row];
        QString name = l.info->name;
        if (!l.slots.isEmpty()) {
            QStringList slots;
            for (int slot : l.slots)
                slots.append(QString::number(slot));
            name += u' '
                + tr("(slot %1)", "GPU slots: one number or several", int(l.slots.size()))
                      .arg(slots.join(QStringLiteral(", ")));
        }
        // An owned part shows that instead of its price (0); priceOrigin() says it is not bought.
        const bool owned = isOwnedPart(*l.info);
        const QString price = owned ? priceKind(*l.info)
            : l.info->price         ? l.info->price->toString()
                                    : QString();
        const QString basis = priceOrigin(*l.info);
        const auto fixed = [](QTableWidgetItem *item) {
            item->setFlags(item->flags() & ~Qt::ItemIsEditable);
            return item;
        };
        mParts->setItem(row, Role, fixed(cell(displayName(l.kind))));
        mParts->setItem(row, Name, fixed(cell(name)));
        mParts->setItem(row, Quantity, fixed(cell(QString::number(l.quantity), right)));
        QTableWidgetItem *priceItem = cell(price, right);
        priceItem->setData(Qt::UserRole, price);
        if (owned) {
            fixed(priceItem);
        } else {
            priceItem->setToolTip(
                tr("%1 for one. Double-click to type the price you can pay: it is kept as your price of "
                   "this part, and the search runs again.")
                    .arg(price.isEmpty() ? tr("No price") : price));
        }
        mParts->setItem(row, Price, priceItem);
        mParts->setItem(row, PriceBasis, fixed(cell(basis)));
        mRowParts.append(l.info->id);
    }
    mParts->resizeRowsToContents();
    // The parts take the height of their rows, no more: the rest is for what the advisor says.
    int height = mParts->horizontalHeader()->height() + 2 * mParts->frameWidth();
    for (int row = 0; row < mParts->rowCount(); ++row)
        height += mParts->rowHeight(row);
    mParts->setMaximumHeight(height);

    const auto note = [this](const QString &about, const QString &text) {
        const int row = mNotes->rowCount();
        mNotes->insertRow(row);
        mNotes->setItem(row, 0, cell(about));
        mNotes->setItem(row, 1, cell(text));
    };
    note(tr("Price"), s->price.toString());
    note(tr("What binds"), s->binding);
    if (!s->nextStep.isEmpty())
        note(tr("Next step up"), s->nextStep);
    if (s->unverifiedLayout)
        note(tr("Slot openings"),
            tr("The board's slot openings are not confirmed by a source: check the spacing."));
    if (!s->settings.isEmpty())
        note(tr("Settings turned on"), s->settings.join(QStringLiteral(", ")));
    for (const QString &line : s->sizing)
        note(tr("Sized"), line);
    for (const Finding &f : s->warnings)
        note(tr("Warning %1").arg(f.ruleId), f.message);
    for (const Suggestion::KeptWarning &k : s->kept)
        note(tr("Keeps %1").arg(k.ruleId), keptWarningCost(k));
    mNotes->resizeRowsToContents();
}

} // namespace rigsmith::ui
