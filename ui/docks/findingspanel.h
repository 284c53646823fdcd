// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "core/rules/finding.h"
#include "findingsmodel.h"

namespace rigsmith::core {
class AnalysedBuild;
}

#include <QStyledItemDelegate>
#include <QTreeView>

namespace rigsmith::ui {

// Draws one finding as the dock's width allows: the message, then the fix, both wrapped, and the
// rule, guide section and slots on a quieter line below. Nothing is elided.
class FindingDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    static constexpr int kMargin = 4; // pixels round the text, and between its parts

    explicit FindingDelegate(QTreeView *view);
    QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    void paint(
        QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    // The text's three parts and the fonts they are drawn in.
    static QStringList parts(const QModelIndex &index);
    static QFont detailFont(const QFont &base);
    // How part `part` (0 message, 1 fix, 2 detail) wraps: the detail line may break a long address
    // (a source URL) anywhere rather than run past the dock.
    static int wrapFlags(int part)
    {
        return (part == 2 ? Qt::TextWrapAnywhere : Qt::TextWordWrap) | Qt::AlignLeft;
    }
    // The width the text of `index` is wrapped to.
    int textWidth(const QModelIndex &index) const;

private:
    QTreeView *mView;
};

// A view of a FindingsModel: the findings, grouped by severity; identical findings (same rule, message
// and fix, e.g. one card model in several slots) are shown once with their slots. Selecting one reports
// the slots and parts it concerns; selecting slots elsewhere selects the findings about them.
class FindingsPanel : public QTreeView
{
    Q_OBJECT
public:
    explicit FindingsPanel(QWidget *parent = nullptr);
    // Shows the report of `build` and follows it as it is analysed again (a tab's build).
    void follow(const core::AnalysedBuild *build);
    void setReport(const core::Report &report);
    FindingsModel *findings() const { return mModel; }
    void selectForSlots(const QList<int> &slots);
    int findingCount() const;

Q_SIGNALS:
    void findingSelected(const QList<int> &slots, const QList<rigsmith::core::PartId> &parts);

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    FindingsModel *mModel;
    bool mSyncing = false;
};

} // namespace rigsmith::ui
