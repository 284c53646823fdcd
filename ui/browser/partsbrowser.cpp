// SPDX-License-Identifier: GPL-3.0-or-later
#include "partsbrowser.h"

#include "core/model/priceage.h"
#include "partfilterproxy.h"
#include "partstable.h"
#include "parttablemodel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFontMetrics>
#include <QFormLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QMenu>
#include <QProgressBar>
#include <QStyledItemDelegate>
#include <QTableView>
#include <QVBoxLayout>

#include <algorithm>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

// The price column's editor: an amount above zero, in cents, however large a workstation part
// may cost.
class PriceDelegate : public QStyledItemDelegate
{
public:
    using QStyledItemDelegate::QStyledItemDelegate;
    QWidget *createEditor(QWidget *parent, const QStyleOptionViewItem &, const QModelIndex &) const override
    {
        auto *editor = new QDoubleSpinBox(parent);
        editor->setFrame(false);
        editor->setRange(0, 1e9);
        editor->setDecimals(2);
        editor->setGroupSeparatorShown(true);
        return editor;
    }
    void setEditorData(QWidget *editor, const QModelIndex &index) const override
    {
        static_cast<QDoubleSpinBox *>(editor)->setValue(index.data(Qt::EditRole).toDouble());
    }
    void setModelData(QWidget *editor, QAbstractItemModel *model, const QModelIndex &index) const override
    {
        auto *spin = static_cast<QDoubleSpinBox *>(editor);
        spin->interpretText();
        model->setData(index, spin->value(), Qt::EditRole);
    }
};

constexpr int kNameWidth = 200; // part names
constexpr int kWordsWidth = 140; // other text (GPU model, cooler, type)
constexpr int kFigureWidth = 56;
} // namespace

PartsBrowser::PartsBrowser(QWidget *parent)
    : QWidget(parent)
    , mModel(new PartTableModel(this))
    , mProxy(new PartFilterProxy(this))
    , mKind(new QComboBox(this))
    , mSearch(new QLineEdit(this))
    , mMinMemory(new QDoubleSpinBox(this))
    , mMaxPrice(new QDoubleSpinBox(this))
    , mBlowerOnly(new QCheckBox(tr("Blower coolers only"), this))
    , mSocket(new QComboBox(this))
    , mForm(new QComboBox(this))
    , mFits(new QCheckBox(tr("Fits this build"), this))
    , mTable(new PartsTable(this))
    , mBusy(new QProgressBar(this))
    , mCount(new QLabel(this))
{
    // Shown while the catalog's parts of this kind are still being read (the window does not
    // wait for them): a busy bar, and no rows that could be dragged yet.
    mBusy->setRange(0, 0);
    mBusy->setTextVisible(false);
    mBusy->setMaximumHeight(mBusy->fontMetrics().height() / 2 + 4);
    mBusy->setToolTip(tr("Reading the parts catalog"));
    mBusy->hide();
    for (PartKind kind : allValues<PartKind>()) {
        QString name = displayName(kind); // "motherboard" in a sentence, "Motherboard" in a list
        if (!name.isEmpty())
            name[0] = name[0].toUpper();
        mKind->addItem(name, int(kind));
    }
    mKind->setToolTip(tr("Which kind of part to browse"));
    mSearch->setPlaceholderText(tr("Search: words that start part names, e.g. \"rtx 40\""));
    mSearch->setClearButtonEnabled(true);
    mSearch->setObjectName(QStringLiteral("partsSearch"));
    mSearch->setMaxLength(kMaxSearchLength); // searches read no further (core::searchWords)
    mMinMemory->setRange(0, 256);
    mMinMemory->setSuffix(tr(" GB"));
    mMinMemory->setSpecialValueText(tr("any"));
    mMinMemory->setToolTip(tr("At least this much memory (GPU memory, or a memory kit's total)"));
    mMaxPrice->setRange(0, 100000);
    mMaxPrice->setSingleStep(100);
    mMaxPrice->setPrefix(QStringLiteral("USD "));
    mMaxPrice->setSpecialValueText(tr("any"));
    mMaxPrice->setToolTip(tr("At most this price in %1, the build's currency (parts without a price, or in a "
                             "currency without an exchange rate, are hidden)")
                              .arg(QStringLiteral("USD")));
    mFits->setToolTip(tr("Only parts that fit the parts already chosen (socket, memory type, size, power)"));

    mProxy->setSourceModel(mModel);
    mTable->setModel(mProxy);
    mTable->setSortingEnabled(true);
    mTable->sortByColumn(0, Qt::AscendingOrder);
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setDragEnabled(true);
    mTable->setDragDropMode(QAbstractItemView::DragOnly);
    mTable->verticalHeader()->hide();
    mTable->setWordWrap(false);
    mTable->verticalHeader()->setDefaultSectionSize(mTable->fontMetrics().height() + 8);
    mTable->setToolTip(tr("Drag a part onto the chassis, or press Enter to add it where it first fits"));
    mTable->installEventFilter(this);

    auto *filters = new QFormLayout;
    filters->addRow(tr("Kind"), mKind);
    filters->addRow(tr("Memory"), mMinMemory);
    filters->addRow(tr("Price"), mMaxPrice);
    filters->addRow(tr("Socket"), mSocket);
    filters->addRow(tr("Form factor"), mForm);
    mSocket->setToolTip(tr("CPUs, motherboards and coolers for this socket"));
    mForm->setToolTip(tr("Motherboards of this form factor, or cases that take it"));
    mForm->addItem(tr("any"), QString());
    for (FormFactor f : allValues<FormFactor>())
        mForm->addItem(toKey(f), toKey(f));
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(mSearch);
    layout->addLayout(filters);
    layout->addWidget(mBlowerOnly);
    layout->addWidget(mFits);
    layout->addWidget(mBusy);
    layout->addWidget(mTable, 1);
    layout->addWidget(mCount);

    connect(mKind, &QComboBox::currentIndexChanged, this, &PartsBrowser::reload);
    connect(mSearch, &QLineEdit::textChanged, this, &PartsBrowser::applyQuery);
    connect(mMinMemory, &QDoubleSpinBox::valueChanged, this, &PartsBrowser::applyQuery);
    connect(mMaxPrice, &QDoubleSpinBox::valueChanged, this, &PartsBrowser::applyQuery);
    connect(mBlowerOnly, &QCheckBox::toggled, this, &PartsBrowser::applyQuery);
    connect(mSocket, &QComboBox::currentIndexChanged, this, &PartsBrowser::applyQuery);
    connect(mForm, &QComboBox::currentIndexChanged, this, &PartsBrowser::applyQuery);
    connect(mFits, &QCheckBox::toggled, this, &PartsBrowser::applyQuery);
    connect(mTable, &QTableView::doubleClicked, this, [this](const QModelIndex &i) {
        if (!(i.flags() & Qt::ItemIsEditable)) // a double-click on an editable price edits it
            activate(i);
    });
    mTable->setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed);
    mTable->setItemDelegateForColumn(PartTableModel::kPriceColumn, new PriceDelegate(mTable));
    mTable->setContextMenuPolicy(Qt::CustomContextMenu);
    connect(mTable, &QWidget::customContextMenuRequested, this, [this](const QPoint &at) {
        if (auto menu = menuFor(mTable->indexAt(at)))
            menu->exec(mTable->viewport()->mapToGlobal(at));
    });
    // Queued: storing the price reloads the rows, which must wait until the view has closed the
    // cell's editor (a reset under an open editor leaves the view closing one it no longer has).
    connect(mModel, &PartTableModel::priceEdited, this, &PartsBrowser::priceEdited, Qt::QueuedConnection);
    reload();
}

void PartsBrowser::setCatalog(const PartCatalog *catalog)
{
    mCatalog = catalog;
    reload();
}

void PartsBrowser::expectCatalog()
{
    mBusy->show();
    showCount();
}

void PartsBrowser::setBuild(const Build *build)
{
    mBuild = build;
    if (build && mModel->kind() == PartKind::Gpu && mModel->speedWorkloadChanges(build->workload)) {
        // The GPUs' speed columns move to the build's job: the rows are read again, the selection kept.
        const auto current = currentPart();
        mModel->setWorkload(build->workload);
        applyQuery();
        sizeColumns();
        if (current)
            select(current->info.id);
    } else if (build) {
        mModel->setWorkload(build->workload);
    }
    if (build && build->environment.currency != mModel->currency()) {
        setCurrency(build->environment.currency);
        return;
    }
    if (mFits->isChecked())
        applyQuery();
}

void PartsBrowser::setCurrency(const QString &currency)
{
    const auto current = currentPart();
    mModel->setCurrency(currency);
    mMaxPrice->setPrefix(currency + u' ');
    mMaxPrice->setToolTip(tr("At most this price in %1, the build's currency (parts without a price, or "
                             "in a currency without an exchange rate, are hidden)")
                              .arg(currency));
    applyQuery();
    sizeColumns();
    if (current)
        select(current->info.id);
}

void PartsBrowser::showKind(PartKind kind)
{
    mKind->setCurrentIndex(mKind->findData(int(kind)));
}

PartKind PartsBrowser::kind() const
{
    return PartKind(mKind->currentData().toInt());
}

std::optional<Part> PartsBrowser::currentPart() const
{
    const QModelIndex i = mTable->currentIndex();
    if (!i.isValid())
        return std::nullopt;
    return mModel->part(mProxy->mapToSource(i).row());
}

bool PartsBrowser::isLoading() const
{
    return mBusy->isVisibleTo(this);
}

void PartsBrowser::reload()
{
    const PartKind k = kind();
    const bool arriving = mCatalog && !mCatalog->whenReady(k).isFinished();
    mBusy->setVisible(arriving);
    if (arriving && !mAwaited.contains(k)) {
        // Filled when the kind arrives, if it is still the one shown; nothing to drag meanwhile.
        mAwaited.insert(k);
        onReady(*mCatalog, k, this, [this, k, catalog = mCatalog] {
            mAwaited.remove(k);
            if (mCatalog == catalog && kind() == k)
                reload();
        });
    }
    QList<Part> parts = mCatalog && !arriving ? mCatalog->parts(k) : QList<Part> {};
    mMinMemory->setEnabled(k == PartKind::Gpu || k == PartKind::Memory);
    mBlowerOnly->setVisible(k == PartKind::Gpu);
    mForm->setEnabled(k == PartKind::Motherboard || k == PartKind::Case);
    fillSockets(parts);
    // The new kind's query first, so the model reset below filters and sorts the parts once.
    mProxy->setQuery(query());
    mModel->setParts(k, std::move(parts));
    sizeColumns();
    showCount();
}

void PartsBrowser::fillSockets(const QList<Part> &parts)
{
    // Sockets the catalog has for this kind, most common first.
    const QSignalBlocker blocker(mSocket);
    mSocket->clear();
    mSocket->addItem(tr("any"), QString());
    QHash<QString, int> sockets;
    for (const Part &p : parts) {
        if (const auto *c = p.as<CpuSpec>())
            ++sockets[c->socket];
        else if (const auto *b = p.as<MotherboardSpec>())
            ++sockets[b->socket];
        else if (const auto *o = p.as<CoolerSpec>()) {
            for (const QString &s : o->sockets)
                ++sockets[s];
        }
    }
    QStringList names = sockets.keys();
    std::sort(names.begin(), names.end(), [&sockets](const QString &a, const QString &b) {
        return sockets[a] != sockets[b] ? sockets[a] > sockets[b] : a < b;
    });
    for (const QString &s : names)
        mSocket->addItem(s, s);
    mSocket->setEnabled(!names.isEmpty());
}

void PartsBrowser::sizeColumns()
{
    // The part name gets room to be read; each figure is as wide as its heading (measuring
    // thousands of rows to fit them would cost more than the whole catalog load). Wider than the
    // dock, the table scrolls.
    QHeaderView *header = mTable->horizontalHeader();
    header->setSectionResizeMode(QHeaderView::Interactive);
    const QFontMetrics metrics(header->font());
    for (int c = 0; c < mModel->columnCount(); ++c) {
        const QString heading = mModel->headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        const bool words = mModel->rowCount() > 0
            && mModel->data(mModel->index(0, c), PartTableModel::SortRole).typeId() == QMetaType::QString;
        const int least = words ? kWordsWidth : kFigureWidth;
        header->resizeSection(c,
            c == 0 ? kNameWidth
                   : std::max({least, metrics.horizontalAdvance(heading) + 18,
                       // A price may carry "≈ " (converted) and " · old" (stale) around its figure.
                       mTable->fontMetrics().horizontalAdvance(
                           (c == PartTableModel::kPriceColumn ? QStringLiteral("≈ ") : QString())
                           + mModel->widestFigure(c)
                           + (c == PartTableModel::kPriceColumn ? QStringLiteral(" · ") + stalePriceMark()
                                                                : QString()))
                           + 16}));
    }
    static_cast<PartsTable *>(mTable)->fitNameColumn();
}

PartQuery PartsBrowser::query() const
{
    PartQuery q;
    q.kind = kind();
    q.text = mSearch->text();
    if (mMinMemory->isEnabled() && mMinMemory->value() > 0)
        q.filter.minMemory = Gigabytes(mMinMemory->value());
    if (mMaxPrice->value() > 0)
        q.filter.maxPrice = Money::fromUnits(mMaxPrice->value(), mModel->currency());
    if (q.kind == PartKind::Gpu && mBlowerOnly->isChecked())
        q.filter.coolers = {CoolerType::Blower};
    q.filter.socket = mSocket->isEnabled() ? mSocket->currentData().toString() : QString();
    if (mForm->isEnabled() && !mForm->currentData().toString().isEmpty())
        q.filter.formFactor = fromKey<FormFactor>(mForm->currentData().toString());
    q.filter.compatibleWith = mFits->isChecked() ? mBuild : nullptr;
    return q;
}

void PartsBrowser::applyQuery()
{
    mProxy->setQuery(query());
    showCount();
}

void PartsBrowser::showCount()
{
    if (isLoading()) {
        mCount->setText(tr("Reading the parts catalog…"));
        return;
    }
    mCount->setText(tr("%1 of %2 parts").arg(mProxy->rowCount()).arg(mModel->rowCount()));
}

void PartsBrowser::activate(const QModelIndex &proxyIndex)
{
    if (proxyIndex.isValid())
        Q_EMIT partActivated(mModel->part(mProxy->mapToSource(proxyIndex).row()));
}

void PartsBrowser::setPricesEditable(bool editable)
{
    mModel->setPriceEditable(editable);
}

void PartsBrowser::refreshPrices()
{
    const auto current = currentPart();
    reload();
    if (current)
        select(current->info.id);
}

void PartsBrowser::select(const PartId &id)
{
    for (int row = 0; row < mModel->rowCount(); ++row) {
        if (mModel->part(row).info.id == id) {
            const QModelIndex at = mProxy->mapFromSource(mModel->index(row, 0));
            if (at.isValid()) {
                mTable->setCurrentIndex(at);
                mTable->scrollTo(at);
            }
            return;
        }
    }
}

bool PartsBrowser::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == mTable && event->type() == QEvent::KeyPress) {
        const auto *key = static_cast<QKeyEvent *>(event);
        if (key->key() == Qt::Key_Return || key->key() == Qt::Key_Enter) {
            activate(mTable->currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

std::unique_ptr<QMenu> PartsBrowser::menuFor(const QModelIndex &proxyIndex)
{
    if (!proxyIndex.isValid())
        return nullptr;
    mTable->setCurrentIndex(proxyIndex);
    const auto part = currentPart();
    if (!part)
        return nullptr;
    auto menu = std::make_unique<QMenu>();
    menu->addAction(tr("Add to the build"), this, [this, part] { Q_EMIT partActivated(*part); });
    if (mModel->isPriceEditable())
        menu->addAction(tr("Set price…"), this, [this, part] { Q_EMIT priceRequested(*part); });
    if (part->kind() == PartKind::Motherboard) {
        const PartId id = part->info.id;
        menu->addAction(
            tr("Correct slot layout…"), this, [this, id] { Q_EMIT layoutCorrectionRequested(id); });
    }
    return menu;
}

} // namespace rigsmith::ui
