// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/finding.h"

#include <QTreeWidget>

namespace rigsmith::ui {

// The findings, grouped by severity: message, fix and guide section. Selecting one reports the
// slots and parts it concerns; selecting slots elsewhere selects the findings about them.
class FindingsPanel : public QTreeWidget
{
    Q_OBJECT
public:
    explicit FindingsPanel(QWidget *parent = nullptr);
    void setReport(const core::Report &report);
    void selectForSlots(const QList<int> &slots);
    int findingCount() const;

Q_SIGNALS:
    void findingSelected(const QList<int> &slots, const QList<rigsmith::core::PartId> &parts);

private:
    core::Report mReport;
    bool mSyncing = false;
};

} // namespace rigsmith::ui
