// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingspanel.h"

#include "ui/chassis/chassisitems.h"

#include <QHeaderView>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

constexpr int kFindingRole = Qt::UserRole + 1;

QString groupName(Severity s)
{
    switch (s) {
    case Severity::Error:
        return FindingsPanel::tr("Errors");
    case Severity::Warning:
        return FindingsPanel::tr("Warnings");
    case Severity::Advice:
        return FindingsPanel::tr("Advice");
    }
    return {};
}

} // namespace

FindingsPanel::FindingsPanel(QWidget *parent)
    : QTreeWidget(parent)
{
    setHeaderLabels({tr("Finding"), tr("Rule"), tr("Source")});
    setWordWrap(true);
    setAlternatingRowColors(true);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(0, QHeaderView::Stretch);
    setToolTip(tr("What the guide's rules say about this build; select one to see the parts it concerns"));
    connect(this, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (mSyncing)
            return;
        QList<int> slots;
        QList<PartId> parts;
        for (QTreeWidgetItem *i : selectedItems()) {
            const QVariant v = i->data(0, kFindingRole);
            if (!v.isValid())
                continue;
            const Finding &f = mReport.findings[v.toInt()];
            slots += f.slots;
            parts += f.parts;
        }
        Q_EMIT findingSelected(slots, parts);
    });
}

int FindingsPanel::findingCount() const
{
    return int(mReport.findings.size());
}

void FindingsPanel::setReport(const Report &report)
{
    mReport = report;
    clear();
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Advice}) {
        const int n = report.count(s);
        if (n == 0)
            continue;
        auto *group = new QTreeWidgetItem(this, {QStringLiteral("%1 (%2)").arg(groupName(s)).arg(n)});
        group->setForeground(0, BadgeItem::colour(s));
        group->setFirstColumnSpanned(true);
        for (qsizetype i = 0; i < report.findings.size(); ++i) {
            const Finding &f = report.findings[i];
            if (f.severity != s)
                continue;
            auto *item = new QTreeWidgetItem(group, {f.message, f.ruleId, f.guideSection});
            item->setData(0, kFindingRole, int(i));
            item->setToolTip(0, tr("%1\n\nFix: %2").arg(f.message, f.fix));
            auto *fix = new QTreeWidgetItem(item, {tr("Fix: %1").arg(f.fix)});
            fix->setFirstColumnSpanned(true);
        }
    }
    if (report.findings.isEmpty())
        new QTreeWidgetItem(this, {tr("No problems found.")});
    expandToDepth(0);
}

void FindingsPanel::selectForSlots(const QList<int> &slots)
{
    mSyncing = true;
    clearSelection();
    for (int g = 0; g < topLevelItemCount(); ++g) {
        QTreeWidgetItem *group = topLevelItem(g);
        for (int c = 0; c < group->childCount(); ++c) {
            QTreeWidgetItem *item = group->child(c);
            const QVariant v = item->data(0, kFindingRole);
            if (!v.isValid())
                continue;
            const Finding &f = mReport.findings[v.toInt()];
            for (int s : slots) {
                if (f.slots.contains(s))
                    item->setSelected(true);
            }
        }
    }
    mSyncing = false;
}

} // namespace rigsmith::ui
