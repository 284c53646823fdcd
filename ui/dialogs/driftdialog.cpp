// SPDX-License-Identifier: GPL-3.0-or-later
#include "driftdialog.h"

#include <QDialogButtonBox>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QVBoxLayout>

namespace rigsmith::ui {

using namespace rigsmith::core;

DriftDialog::DriftDialog(const QString &file, const QList<PartDrift> &drift, QWidget *parent)
    : QDialog(parent)
    , mDrift(drift)
    , mList(new QListWidget(this))
{
    setWindowTitle(tr("The catalog has changed"));
    auto *text
        = new QLabel(tr("%1 was saved with part data that differs from the catalog now. Check the parts to "
                        "update; the others keep the values saved in the file.")
                         .arg(file),
            this);
    text->setWordWrap(true);
    for (const PartDrift &d : drift) {
        QString line;
        switch (d.change) {
        case PartDrift::Change::Price:
            line = tr("%1: price %2 → %3").arg(d.name, d.before, d.after);
            break;
        case PartDrift::Change::Spec:
            line = tr("%1: specification changed in the catalog").arg(d.name);
            break;
        case PartDrift::Change::Removed:
            line = tr("%1: no longer in the catalog (kept as saved)").arg(d.name);
            break;
        case PartDrift::Change::Merged:
            line = tr("%1: the catalog lists this part once now, as %2").arg(d.name, d.after);
            break;
        }
        auto *item = new QListWidgetItem(line, mList);
        item->setToolTip(line); // a long name and a price with its shop and date may not fit
        item->setFlags(d.change == PartDrift::Change::Removed ? Qt::ItemIsEnabled
                                                              : Qt::ItemIsEnabled | Qt::ItemIsUserCheckable);
        if (d.change != PartDrift::Change::Removed)
            item->setCheckState(Qt::Unchecked);
    }
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Ok)->setText(tr("Update checked parts"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Keep saved values"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(text);
    layout->addWidget(mList);
    layout->addWidget(buttons);
    // Wide enough for a part's name with both prices (the user's says where and when) on most lines.
    resize(std::max(sizeHint().width(), fontMetrics().averageCharWidth() * 100), sizeHint().height());
}

QList<PartId> DriftDialog::toUpdate() const
{
    QList<PartId> out;
    for (int i = 0; i < mList->count(); ++i) {
        if (mList->item(i)->checkState() == Qt::Checked)
            out.append(mDrift[i].id);
    }
    return out;
}

} // namespace rigsmith::ui
