// SPDX-License-Identifier: GPL-3.0-or-later
#include "partlisteditor.h"

#include "choicebox.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QTimer>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

constexpr int kShown = 200; // results listed at once: more words narrow them

QString priced(const PartInfo &info)
{
    const QString price = info.price ? info.price->toString() : PartPicker::tr("no price");
    return QStringLiteral("%1 (%2)").arg(info.name, price);
}

QString partLine(PartKind kind, const PartInfo &info)
{
    return QStringLiteral("%1: %2").arg(displayName(kind), priced(info));
}

} // namespace

PartPicker::PartPicker(const PartCatalog *catalog, const QString &title, QWidget *parent)
    : QDialog(parent)
    , mCatalog(catalog)
    , mKind(new QComboBox(this))
    , mWords(new QLineEdit(this))
    , mResults(new QListWidget(this))
    , mStatus(new QLabel(this))
    , mAdd(new QPushButton(tr("&Add"), this))
    , mTimer(new QTimer(this))
{
    setWindowTitle(title);
    fillChoices<PartKind>(mKind);
    mWords->setPlaceholderText(tr("Words of the name, e.g. 3090 founders"));
    mWords->setClearButtonEnabled(true);
    mStatus->setWordWrap(true);
    // Long names are shortened in the middle (maker and model stay), in full in the tooltip.
    mResults->setTextElideMode(Qt::ElideMiddle);
    mResults->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    auto *form = new QFormLayout;
    form->addRow(tr("Kind"), mKind);
    form->addRow(tr("Search"), mWords);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    buttons->addButton(mAdd, QDialogButtonBox::ActionRole);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(mResults, 1);
    layout->addWidget(mStatus);
    layout->addWidget(buttons);
    mTimer->setSingleShot(true);
    mTimer->setInterval(200);
    connect(mTimer, &QTimer::timeout, this, &PartPicker::searchNow);
    connect(mWords, &QLineEdit::textChanged, mTimer, qOverload<>(&QTimer::start));
    connect(mKind, &QComboBox::currentIndexChanged, this, &PartPicker::searchNow);
    connect(mAdd, &QPushButton::clicked, this, &PartPicker::addSelected);
    connect(mResults, &QListWidget::itemDoubleClicked, this, &PartPicker::addSelected);
    connect(mResults, &QListWidget::currentRowChanged, this, [this](int row) { mAdd->setEnabled(row >= 0); });
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    mAdd->setEnabled(false);
    setTabOrder(mWords, mKind);
    setTabOrder(mKind, mResults);
    mWords->setFocus();
    resize(560, 480);
    searchNow();
}

void PartPicker::searchNow()
{
    mTimer->stop();
    mResults->clear();
    mFound.clear();
    if (!mCatalog) {
        mStatus->setText(tr("No parts catalog is open."));
        return;
    }
    const auto kind = PartKind(mKind->currentData().toInt());
    mStatus->setText(tr("Reading the catalog…"));
    onReady(*mCatalog, kind, this, [this, kind] {
        if (PartKind(mKind->currentData().toInt()) != kind)
            return; // the kind changed while the parts were read: that search follows
        PartQuery q;
        q.kind = kind;
        q.text = mWords->text();
        q.limit = kShown + 1;
        mFound = mCatalog->search(q);
        const bool more = mFound.size() > kShown;
        if (more)
            mFound.resize(kShown);
        mResults->clear();
        for (const Part &p : std::as_const(mFound)) {
            auto *item = new QListWidgetItem(priced(p.info), mResults);
            item->setToolTip(p.info.name);
        }
        mStatus->setText(mFound.isEmpty() ? tr("No part matches.")
                : more ? tr("The first %1 matches: type more words to narrow them.").arg(kShown)
                       : tr("%n part(s) match.", nullptr, int(mFound.size())));
    });
}

bool PartPicker::addSelected()
{
    const int row = mResults->currentRow();
    if (row < 0 || row >= mFound.size())
        return false;
    Q_EMIT picked(mFound[row]);
    mStatus->setText(tr("Added: %1").arg(mFound[row].info.name));
    return true;
}

PartListEditor::PartListEditor(const PartCatalog *catalog, const QString &pickerTitle, QWidget *parent)
    : QWidget(parent)
    , mCatalog(catalog)
    , mPickerTitle(pickerTitle)
    , mList(new QListWidget(this))
    , mAddButton(new QPushButton(tr("Add from the catalog…"), this))
    , mRemoveButton(new QPushButton(tr("Remove"), this))
{
    auto *buttons = new QHBoxLayout;
    buttons->setContentsMargins(0, 0, 0, 0);
    buttons->addWidget(mAddButton);
    buttons->addWidget(mRemoveButton);
    buttons->addStretch(1);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(mList, 1);
    layout->addLayout(buttons);
    // Long names are shortened in the middle, in full in the tooltip.
    mList->setTextElideMode(Qt::ElideMiddle);
    mList->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    mAddButton->setEnabled(catalog != nullptr);
    mRemoveButton->setEnabled(false);
    connect(mList, &QListWidget::currentRowChanged, this,
        [this](int row) { mRemoveButton->setEnabled(row >= 0); });
    connect(mRemoveButton, &QPushButton::clicked, this, [this] { delete mList->currentItem(); });
    connect(mAddButton, &QPushButton::clicked, this, [this] {
        PartPicker *p = picker();
        p->words()->setFocus();
        p->words()->selectAll();
        p->show();
        p->raise();
        p->activateWindow();
    });
}

PartPicker *PartListEditor::picker()
{
    if (!mPicker) {
        mPicker = new PartPicker(mCatalog, mPickerTitle, this);
        connect(mPicker, &PartPicker::picked, this,
            [this](const Part &part) { addPart(part.kind(), part.info, true); });
    }
    return mPicker;
}

void PartListEditor::addPart(PartKind kind, const PartInfo &info, bool ticked)
{
    auto *item = new QListWidgetItem(partLine(kind, info), mList);
    item->setData(Qt::UserRole, info.id.key());
    item->setToolTip(info.name);
    item->setFlags(Qt::ItemIsEnabled | Qt::ItemIsSelectable | Qt::ItemIsUserCheckable);
    item->setCheckState(ticked ? Qt::Checked : Qt::Unchecked);
    if (ticked)
        mList->scrollToItem(item);
}

QList<PartId> PartListEditor::ids() const
{
    QList<PartId> ids;
    for (int i = 0; i < mList->count(); ++i) {
        if (mList->item(i)->checkState() == Qt::Checked)
            ids.append(PartId(mList->item(i)->data(Qt::UserRole).toString()));
    }
    return ids;
}

} // namespace rigsmith::ui
