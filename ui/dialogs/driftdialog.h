// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/compare/catalogdrift.h"

#include <QDialog>

class QListWidget;

namespace rigsmith::ui {

// What changed in the catalog since the build was saved, part by part, each with a box to
// update it; unchecked parts keep the values saved in the file.
class DriftDialog : public QDialog
{
    Q_OBJECT
public:
    DriftDialog(const QString &file, const QList<core::PartDrift> &drift, QWidget *parent = nullptr);
    QList<core::PartId> toUpdate() const;

private:
    QList<core::PartDrift> mDrift;
    QListWidget *mList;
};

} // namespace rigsmith::ui
