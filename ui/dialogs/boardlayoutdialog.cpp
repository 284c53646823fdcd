// SPDX-License-Identifier: GPL-3.0-or-later
#include "boardlayoutdialog.h"

#include "core/model/layoutconfidence.h"
#include "core/model/partvalidity.h"
#include "editlayoutcommand.h"
#include "headless.h"
#include "layoutpreview.h"

#include <QAction>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRegularExpression>
#include <QSpinBox>
#include <QTableWidget>
#include <QUndoStack>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

const int kSizes[] = {1, 4, 8, 16};
const int kWidths[] = {1, 2, 4, 8, 16};

QString openingList(const QList<int> &openings)
{
    QStringList out;
    for (int o : openings)
        out.append(QString::number(o));
    return out.join(QStringLiteral(", "));
}

QList<int> openingsOf(const QList<PcieSlot> &slots)
{
    QList<int> out;
    for (const PcieSlot &s : slots)
        out.append(s.position);
    std::sort(out.begin(), out.end());
    return out;
}

} // namespace

BoardLayoutDialog::BoardLayoutDialog(
    const Part &board, const PartCatalog *catalog, LayoutCorrectionStore *store, QWidget *parent)
    : QDialog(parent)
    , mBoard(board)
    , mCatalog(catalog)
    , mStore(store)
    , mUndo(new QUndoStack(this))
{
    const auto *spec = board.as<MotherboardSpec>();
    Q_ASSERT(spec);
    mOriginalOpenings = openingsOf(spec->slots);
    mHasTopology = !spec->laneModes.isEmpty() || !spec->m2Sharing.isEmpty() || !spec->switches.isEmpty();
    mDraft = new LayoutDraft(spec->slots, this);
    setWindowTitle(tr("Correct slot layout: %1").arg(board.info.name));
    setObjectName(QStringLiteral("boardLayoutDialog"));
    mPreview = new LayoutPreview(this);
    mPreview->setBoard(spec->formFactor);
    mTable = new QTableWidget(0, 7, this);
    mTable->setObjectName(QStringLiteral("slotTable"));
    buildForm();
    if (const auto saved = mStore ? mStore->layoutCorrection(board.info.id) : std::nullopt) {
        mNote->setText(saved->sourceNote);
        mUrl->setText(saved->sourceUrl);
    }
    connect(mDraft, &LayoutDraft::changed, this, &BoardLayoutDialog::syncFromDraft);
    syncFromDraft();
    selectSlot(0);
}

void BoardLayoutDialog::buildForm()
{
    const auto *spec = mBoard.as<MotherboardSpec>();
    auto *heading = new QLabel(
        tr("<b>%1</b> · layout: %2").arg(mBoard.info.name.toHtmlEscaped(), layoutConfidenceLabel(*spec)),
        this);
    heading->setWordWrap(true);
    auto *intro
        = new QLabel(tr("Slots are counted by the rear opening they line up with, opening 1 nearest the "
                        "CPU. Enter what the board's manual or the board itself shows, and where you "
                        "read it."),
            this);
    intro->setWordWrap(true);

    mTable->setHorizontalHeaderLabels({tr("Opening"), tr("Connector"), tr("Lanes"), tr("Gen"), tr("From"),
        tr("Shares with"), tr("When shared")});
    mTable->setSelectionBehavior(QAbstractItemView::SelectRows);
    mTable->setSelectionMode(QAbstractItemView::SingleSelection);
    mTable->setEditTriggers(QAbstractItemView::NoEditTriggers);
    mTable->verticalHeader()->hide();
    mTable->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    // Room for the six to eight slots of a workstation board without scrolling.
    mTable->setMinimumHeight(
        mTable->horizontalHeader()->sizeHint().height() + 7 * (fontMetrics().height() + 6));
    mTable->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    mTable->horizontalHeader()->setStretchLastSection(true);
    connect(mTable, &QTableWidget::currentCellChanged, this, [this](int row) {
        if (row >= 0)
            selectSlot(row);
    });
    connect(mPreview, &LayoutPreview::slotClicked, this, [this](int position) {
        const auto &slots = mDraft->slots();
        for (int i = 0; i < slots.size(); ++i) {
            if (slots[i].position == position)
                selectSlot(i);
        }
    });

    auto *add = new QPushButton(tr("&Add slot"), this);
    connect(add, &QPushButton::clicked, this, &BoardLayoutDialog::addSlot);
    mRemove = new QPushButton(tr("&Remove slot"), this);
    connect(mRemove, &QPushButton::clicked, this, &BoardLayoutDialog::removeSlot);
    auto *undo = new QPushButton(tr("&Undo"), this);
    auto *redo = new QPushButton(tr("Re&do"), this);
    connect(undo, &QPushButton::clicked, mUndo, &QUndoStack::undo);
    connect(redo, &QPushButton::clicked, mUndo, &QUndoStack::redo);
    connect(mUndo, &QUndoStack::canUndoChanged, undo, &QWidget::setEnabled);
    connect(mUndo, &QUndoStack::canRedoChanged, redo, &QWidget::setEnabled);
    undo->setEnabled(false);
    redo->setEnabled(false);
    // The editor's own undo: Ctrl+Z and Ctrl+Shift+Z (and the platform's redo) act on its stack.
    QAction *undoAction = mUndo->createUndoAction(this);
    undoAction->setShortcuts({QKeySequence::Undo});
    QAction *redoAction = mUndo->createRedoAction(this);
    redoAction->setShortcuts({QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence::Redo});
    for (QAction *a : {undoAction, redoAction}) {
        a->setShortcutContext(Qt::WidgetWithChildrenShortcut);
        addAction(a);
    }
    auto *tableButtons = new QHBoxLayout;
    for (QPushButton *b : {add, mRemove, undo, redo})
        tableButtons->addWidget(b);
    tableButtons->addStretch();

    mPosition = new QSpinBox(this);
    mPosition->setRange(int(range::kSlotPosition.min), int(range::kSlotPosition.max));
    mSize = new QComboBox(this);
    for (int s : kSizes)
        mSize->addItem(QStringLiteral("x%1").arg(s), s);
    mLanes = new QComboBox(this);
    for (int w : kWidths)
        mLanes->addItem(QStringLiteral("x%1").arg(w), w);
    mGeneration = new QSpinBox(this);
    mGeneration->setRange(int(range::kPcieGeneration.min), int(range::kPcieGeneration.max));
    mSource = new QComboBox(this);
    mSource->addItem(tr("CPU"), int(LaneSource::Cpu));
    mSource->addItem(tr("chipset"), int(LaneSource::Chipset));
    mShares = new QLineEdit(this);
    mShares->setPlaceholderText(tr("openings, e.g. 3, 5"));
    mShares->setToolTip(tr("The openings of the slots this one splits its lanes with"));
    mSharedLanes = new QComboBox(this);
    mSharedLanes->addItem(tr("off"), 0);
    for (int w : kWidths)
        mSharedLanes->addItem(QStringLiteral("x%1").arg(w), w);
    mSharedLanes->setToolTip(tr("The slot's lanes while a slot it shares with holds a card"));

    connect(mPosition, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Move slot to opening %1").arg(v), QStringLiteral("position"),
            [v](PcieSlot &s) { s.position = v; });
    });
    connect(mSize, &QComboBox::activated, this, [this] {
        const int v = mSize->currentData().toInt();
        edit(tr("Set connector to x%1").arg(v), QString(), [v](PcieSlot &s) { s.physicalSize = Lanes(v); });
    });
    connect(mLanes, &QComboBox::activated, this, [this] {
        const int v = mLanes->currentData().toInt();
        edit(tr("Set lanes to x%1").arg(v), QString(), [v](PcieSlot &s) { s.maxLanes = Lanes(v); });
    });
    connect(mGeneration, &QSpinBox::valueChanged, this, [this](int v) {
        edit(tr("Set generation %1").arg(v), QStringLiteral("generation"),
            [v](PcieSlot &s) { s.generation = v; });
    });
    connect(mSource, &QComboBox::activated, this, [this] {
        const auto v = LaneSource(mSource->currentData().toInt());
        edit(tr("Set lane source"), QString(), [v](PcieSlot &s) { s.source = v; });
    });
    connect(mShares, &QLineEdit::editingFinished, this, &BoardLayoutDialog::commitShares);
    connect(mSharedLanes, &QComboBox::activated, this, [this] {
        const int v = mSharedLanes->currentData().toInt();
        edit(tr("Set lanes when shared"), QString(), [v](PcieSlot &s) { s.lanesWhenShared = v; });
    });

    auto *slotBox = new QGroupBox(tr("Selected slot"), this);
    auto *form = new QFormLayout(slotBox);
    form->addRow(tr("Rear &opening:"), mPosition);
    form->addRow(tr("&Connector size:"), mSize);
    form->addRow(tr("&Electrical lanes:"), mLanes);
    form->addRow(tr("&Generation:"), mGeneration);
    form->addRow(tr("&Lanes from:"), mSource);
    form->addRow(tr("&Shares lanes with:"), mShares);
    form->addRow(tr("Lanes &when shared:"), mSharedLanes);

    mNote = new QLineEdit(this);
    mNote->setObjectName(QStringLiteral("sourceNote"));
    mNote->setPlaceholderText(tr("e.g. manual page 1-4, or counted on my board"));
    mNote->setMaxLength(500);
    mUrl = new QLineEdit(this);
    mUrl->setObjectName(QStringLiteral("sourceUrl"));
    mUrl->setPlaceholderText(QStringLiteral("https://"));
    mUrl->setMaxLength(2000);
    auto *sourceBox = new QGroupBox(tr("Where the layout comes from"), this);
    auto *sourceForm = new QFormLayout(sourceBox);
    sourceForm->addRow(tr("&Note:"), mNote);
    sourceForm->addRow(tr("Address (&URL):"), mUrl);

    mProblems = new QLabel(this);
    mProblems->setObjectName(QStringLiteral("layoutProblems"));
    mProblems->setWordWrap(true);
    mProblems->setTextFormat(Qt::PlainText);
    mStatus = new QLabel(this);
    mStatus->setObjectName(QStringLiteral("layoutStatus"));
    mStatus->setWordWrap(true);
    mStatus->setTextFormat(Qt::PlainText);

    auto *left = new QVBoxLayout;
    left->addWidget(mTable, 1);
    left->addLayout(tableButtons);
    left->addWidget(slotBox);
    left->addWidget(sourceBox);
    auto *columns = new QHBoxLayout;
    columns->addLayout(left, 3);
    columns->addWidget(mPreview, 2);

    auto *buttons = new QDialogButtonBox(this);
    auto *importButton = buttons->addButton(tr("&Import…"), QDialogButtonBox::ActionRole);
    auto *exportButton = buttons->addButton(tr("E&xport…"), QDialogButtonBox::ActionRole);
    mRevert = buttons->addButton(tr("Use the &catalog's layout"), QDialogButtonBox::ResetRole);
    mRevert->setToolTip(tr("Forget your correction of this board"));
    mRevert->setEnabled(mStore && mStore->layoutCorrection(mBoard.info.id));
    mSave = buttons->addButton(tr("&Save"), QDialogButtonBox::AcceptRole);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(mSave, &QPushButton::clicked, this, [this] {
        if (const auto why = save())
            showStatus(*why, true);
        else
            accept();
    });
    connect(mRevert, &QPushButton::clicked, this, [this] {
        if (const auto why = mStore->removeLayoutCorrection(mBoard.info.id))
            showStatus(*why, true);
        else
            accept();
    });
    const bool dialogs = !dialogsSuppressed();
    connect(exportButton, &QPushButton::clicked, this, [this, dialogs] {
        if (!dialogs)
            return;
        const QString path = QFileDialog::getSaveFileName(this, tr("Export board layout"),
            mBoard.info.id.key().section(u'/', -1) + QStringLiteral(".layout.json"),
            tr("Board layouts (*.layout.json *.json)"));
        if (path.isEmpty())
            return;
        if (const auto why = exportTo(path))
            showStatus(*why, true);
        else
            showStatus(tr("Layout written to %1").arg(path), false);
    });
    connect(importButton, &QPushButton::clicked, this, [this, dialogs] {
        if (!dialogs)
            return;
        const QString path = QFileDialog::getOpenFileName(this, tr("Import board layout"), QString(),
            tr("Board layouts (*.layout.json *.json);;All files (*)"));
        if (path.isEmpty())
            return;
        if (const auto why = importFrom(path))
            showStatus(*why, true);
    });

    auto *outer = new QVBoxLayout(this);
    outer->addWidget(heading);
    outer->addWidget(intro);
    outer->addLayout(columns, 1);
    outer->addWidget(mProblems);
    outer->addWidget(mStatus);
    outer->addWidget(buttons);
    if (!mStore) {
        showStatus(
            tr("Your custom parts file is not open this session: the layout can be exported, not saved."),
            true);
    }
    resize(920, 640);
}

int BoardLayoutDialog::selected() const
{
    const int row = mTable->currentRow();
    return row >= 0 && row < mDraft->slots().size() ? row : -1;
}

void BoardLayoutDialog::selectSlot(int index)
{
    if (index < 0 || index >= mDraft->slots().size())
        return;
    if (mTable->currentRow() != index)
        mTable->setCurrentCell(index, 0);
    const PcieSlot &s = mDraft->slots()[index];
    const QSignalBlocker blockers[] {QSignalBlocker(mPosition), QSignalBlocker(mSize), QSignalBlocker(mLanes),
        QSignalBlocker(mGeneration), QSignalBlocker(mSource), QSignalBlocker(mShares),
        QSignalBlocker(mSharedLanes)};
    mPosition->setValue(s.position);
    mSize->setCurrentIndex(std::max(0, mSize->findData(s.physicalSize.value())));
    mLanes->setCurrentIndex(std::max(0, mLanes->findData(s.maxLanes.value())));
    mGeneration->setValue(s.generation);
    mSource->setCurrentIndex(mSource->findData(int(s.source)));
    mShares->setText(openingList(s.sharesLanesWith));
    mSharedLanes->setCurrentIndex(std::max(0, mSharedLanes->findData(s.lanesWhenShared)));
    mSharedLanes->setEnabled(!s.sharesLanesWith.isEmpty());
    mPreview->setSelected(s.position);
}

void BoardLayoutDialog::edit(
    const QString &text, const QString &mergeKey, const std::function<void(PcieSlot &)> &change)
{
    const int index = selected();
    if (index < 0)
        return;
    QList<PcieSlot> slots = mDraft->slots();
    const int oldPosition = slots[index].position;
    change(slots[index]);
    const int newPosition = slots[index].position;
    if (newPosition != oldPosition) {
        // Sharing follows the slot to its new opening.
        for (PcieSlot &other : slots) {
            for (int &o : other.sharesLanesWith) {
                if (o == oldPosition)
                    o = newPosition;
            }
        }
    }
    if (slots[index].sharesLanesWith.isEmpty())
        slots[index].lanesWhenShared = 0;
    if (slots == mDraft->slots())
        return;
    mUndo->push(new EditLayoutCommand(mDraft, slots, text,
        mergeKey.isEmpty() ? QString() : QStringLiteral("%1:%2").arg(index).arg(mergeKey)));
}

void BoardLayoutDialog::commitShares()
{
    QList<int> openings;
    for (const QString &token :
        mShares->text().split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts)) {
        bool ok = false;
        const int o = token.toInt(&ok);
        if (!ok) {
            showStatus(tr("\"%1\" is not an opening number; write the openings as 3, 5").arg(token), true);
            return;
        }
        if (!openings.contains(o))
            openings.append(o);
    }
    edit(tr("Set lane sharing"), QString(), [&openings](PcieSlot &s) {
        // A slot that starts sharing runs at half its lanes until the user says otherwise.
        if (s.sharesLanesWith.isEmpty() && !openings.isEmpty())
            s.lanesWhenShared = std::max(1, s.maxLanes.value() / 2);
        s.sharesLanesWith = openings;
    });
}

void BoardLayoutDialog::addSlot()
{
    QList<PcieSlot> slots = mDraft->slots();
    PcieSlot slot = slots.isEmpty() ? PcieSlot {} : slots.last();
    int position = 1;
    for (const PcieSlot &s : slots)
        position = std::max(position, s.position + 1);
    slot.position = std::min(position, int(range::kSlotPosition.max));
    slot.sharesLanesWith.clear();
    slot.lanesWhenShared = 0;
    slot.switchId = 0;
    slots.append(slot);
    mUndo->push(new EditLayoutCommand(mDraft, slots, tr("Add slot at opening %1").arg(slot.position)));
    selectSlot(int(slots.size()) - 1);
}

void BoardLayoutDialog::removeSlot()
{
    const int index = selected();
    if (index < 0)
        return;
    QList<PcieSlot> slots = mDraft->slots();
    const int gone = slots.takeAt(index).position;
    for (PcieSlot &s : slots) {
        s.sharesLanesWith.removeAll(gone);
        if (s.sharesLanesWith.isEmpty())
            s.lanesWhenShared = 0;
    }
    mUndo->push(new EditLayoutCommand(mDraft, slots, tr("Remove slot at opening %1").arg(gone)));
    selectSlot(std::min(index, int(slots.size()) - 1));
}

void BoardLayoutDialog::syncFromDraft()
{
    const QList<PcieSlot> &slots = mDraft->slots();
    const QList<LayoutProblem> found = checkSlotLayout(slots);
    QSet<int> faultyRows;
    QSet<int> faultyOpenings;
    for (const LayoutProblem &p : found) {
        if (p.slot >= 0) {
            faultyRows.insert(p.slot);
            faultyOpenings.insert(slots[p.slot].position);
        }
    }
    const int keep = mTable->currentRow();
    {
        const QSignalBlocker blocker(mTable);
        mTable->setRowCount(int(slots.size()));
        for (int row = 0; row < slots.size(); ++row) {
            const PcieSlot &s = slots[row];
            const QStringList cells {QString::number(s.position),
                QStringLiteral("x%1").arg(s.physicalSize.value()),
                QStringLiteral("x%1").arg(s.maxLanes.value()), QString::number(s.generation),
                s.source == LaneSource::Cpu ? tr("CPU") : tr("chipset"), openingList(s.sharesLanesWith),
                s.sharesLanesWith.isEmpty()  ? QString()
                    : s.lanesWhenShared == 0 ? tr("off")
                                             : QStringLiteral("x%1").arg(s.lanesWhenShared)};
            for (int col = 0; col < cells.size(); ++col) {
                auto *item = new QTableWidgetItem(cells[col]);
                if (faultyRows.contains(row))
                    item->setForeground(QColor(200, 40, 30));
                mTable->setItem(row, col, item);
            }
        }
        if (keep >= 0 && keep < slots.size())
            mTable->setCurrentCell(keep, 0);
    }
    mPreview->setSlots(slots, faultyOpenings);
    selectSlot(selected() >= 0 ? selected() : 0);
    mRemove->setEnabled(!slots.isEmpty());
    QStringList lines = problems();
    if (mHasTopology && openingsOf(slots) != mOriginalOpenings) {
        lines.append(
            tr("Note: the catalog's lane modes and M.2 sharing for this board name its old openings; "
               "they are left out of your layout."));
    }
    mProblems->setText(lines.join(u'\n'));
    mProblems->setStyleSheet(found.isEmpty() ? QString() : QStringLiteral("color: #c0281e;"));
    mSave->setEnabled(mStore && found.isEmpty());
}

QStringList BoardLayoutDialog::problems() const
{
    QStringList lines;
    for (const LayoutProblem &p : checkSlotLayout(mDraft->slots()))
        lines.append(describeProblem(mDraft->slots(), p));
    return lines;
}

LayoutCorrection BoardLayoutDialog::correction() const
{
    LayoutCorrection c;
    c.board = mBoard.info.id;
    c.boardName = mBoard.info.name;
    c.slots = mDraft->slots();
    std::stable_sort(c.slots.begin(), c.slots.end(),
        [](const PcieSlot &a, const PcieSlot &b) { return a.position < b.position; });
    c.sourceNote = mNote->text().trimmed();
    c.sourceUrl = mUrl->text().trimmed();
    return c;
}

std::optional<QString> BoardLayoutDialog::save()
{
    if (!mStore)
        return tr("Your custom parts file is not open this session; export the layout to keep it.");
    if (const QStringList found = problems(); !found.isEmpty())
        return tr("The layout is not saved: %1").arg(found.first());
    return mStore->saveLayoutCorrection(correction());
}

std::optional<QString> BoardLayoutDialog::exportTo(const QString &path)
{
    if (const QStringList found = problems(); !found.isEmpty())
        return tr("The layout is not exported: %1").arg(found.first());
    if (const auto why = layoutfile::save(correction(), path))
        return tr("Cannot write %1: %2").arg(path, *why);
    return std::nullopt;
}

std::optional<QString> BoardLayoutDialog::importFrom(const QString &path)
{
    if (!mCatalog)
        return tr("Cannot import %1: no parts catalog is open").arg(path);
    auto read = layoutfile::load(path, *mCatalog);
    if (const auto *why = std::get_if<QString>(&read))
        return tr("Cannot import %1: %2").arg(path, *why);
    const LayoutCorrection &c = std::get<LayoutCorrection>(read);
    if (c.board != mBoard.info.id) {
        return tr("Cannot import %1: it is the layout of %2, not of %3")
            .arg(path, c.boardName.isEmpty() ? c.board.key() : c.boardName, mBoard.info.name);
    }
    mUndo->push(new EditLayoutCommand(mDraft, c.slots, tr("Import layout")));
    mNote->setText(c.sourceNote);
    mUrl->setText(c.sourceUrl);
    selectSlot(0);
    showStatus(tr("Layout read from %1; save it to use it").arg(path), false);
    return std::nullopt;
}

void BoardLayoutDialog::showStatus(const QString &text, bool problem)
{
    mStatus->setText(text);
    mStatus->setStyleSheet(problem ? QStringLiteral("color: #c0281e;") : QString());
}

} // namespace rigsmith::ui
