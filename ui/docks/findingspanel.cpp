// SPDX-License-Identifier: GPL-3.0-or-later
#include "findingspanel.h"

#include "core/live/analysedbuild.h"
#include "ui/chassis/chassisitems.h"

#include <QApplication>
#include <QHeaderView>
#include <QPainter>
#include <QResizeEvent>

namespace rigsmith::ui {

using namespace rigsmith::core;

namespace {

constexpr int kFindingRole = Qt::UserRole + 1; // QVariantList of report indexes

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

QString numbers(QList<int> values)
{
    std::sort(values.begin(), values.end());
    values.erase(std::unique(values.begin(), values.end()), values.end());
    QStringList out;
    for (int v : values)
        out.append(QString::number(v));
    return out.join(QStringLiteral(", "));
}

int wrappedHeight(const QFont &font, int width, const QString &text, int flags)
{
    if (text.isEmpty())
        return 0;
    return QFontMetrics(font).boundingRect(QRect(0, 0, std::max(1, width), 1 << 20), flags, text).height();
}

} // namespace

FindingDelegate::FindingDelegate(QTreeView *view)
    : QStyledItemDelegate(view)
    , mView(view)
{
}

QStringList FindingDelegate::parts(const QModelIndex &index)
{
    return {index.data(MessageRole).toString(), index.data(FixRole).toString(),
        index.data(DetailRole).toString()};
}

QFont FindingDelegate::detailFont(const QFont &base)
{
    QFont f = base;
    f.setPointSizeF(std::max(7.0, base.pointSizeF() * 0.9));
    return f;
}

int FindingDelegate::textWidth(const QModelIndex &index) const
{
    int depth = 0;
    for (QModelIndex p = index.parent(); p.isValid(); p = p.parent())
        ++depth;
    return std::max(40, mView->viewport()->width() - mView->indentation() * (depth + 1) - 2 * kMargin);
}

QSize FindingDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(MessageRole).isValid())
        return QStyledItemDelegate::sizeHint(option, index);
    const QStringList p = parts(index);
    const int width = textWidth(index);
    const int height = wrappedHeight(option.font, width, p[0], wrapFlags(0))
        + wrappedHeight(option.font, width, p[1], wrapFlags(1))
        + wrappedHeight(detailFont(option.font), width, p[2], wrapFlags(2)) + 4 * kMargin;
    return {width + 2 * kMargin, height};
}

void FindingDelegate::paint(
    QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    if (!index.data(MessageRole).isValid()) {
        QStyledItemDelegate::paint(painter, option, index);
        return;
    }
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = option.state & QStyle::State_Selected;
    const QPalette::ColorGroup group
        = option.state & QStyle::State_Enabled ? QPalette::Normal : QPalette::Disabled;
    const QColor text = option.palette.color(group, selected ? QPalette::HighlightedText : QPalette::Text);
    QColor quiet = text;
    quiet.setAlphaF(0.65);
    const QStringList p = parts(index);
    const int width = textWidth(index);
    QRect r(option.rect.left() + kMargin, option.rect.top() + kMargin, width, option.rect.height());
    painter->save();
    const auto draw = [&](const QFont &font, const QColor &colour, const QString &s, int flags) {
        if (s.isEmpty())
            return;
        const int h = wrappedHeight(font, width, s, flags);
        painter->setFont(font);
        painter->setPen(colour);
        painter->drawText(QRect(r.left(), r.top(), width, h), flags, s);
        r.setTop(r.top() + h + kMargin);
    };
    draw(option.font, text, p[0], wrapFlags(0));
    draw(option.font, text, p[1], wrapFlags(1));
    draw(detailFont(option.font), quiet, p[2], wrapFlags(2));
    painter->restore();
}

FindingsPanel::FindingsPanel(QWidget *parent)
    : QTreeWidget(parent)
{
    setColumnCount(1);
    setHeaderHidden(true);
    setItemDelegate(new FindingDelegate(this));
    setWordWrap(true);
    setUniformRowHeights(false);
    setAlternatingRowColors(true);
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff); // text wraps instead
    setVerticalScrollMode(QAbstractItemView::ScrollPerPixel);
    setToolTip(tr("What the guide's rules say about this build; select one to see the parts it concerns"));
    connect(this, &QTreeWidget::itemSelectionChanged, this, [this] {
        if (mSyncing)
            return;
        QList<int> slots;
        QList<PartId> parts;
        for (QTreeWidgetItem *i : selectedItems()) {
            for (int f : findingsOf(i)) {
                slots += mReport.findings[f].slots;
                parts += mReport.findings[f].parts;
            }
        }
        Q_EMIT findingSelected(slots, parts);
    });
}

int FindingsPanel::findingCount() const
{
    return int(mReport.findings.size());
}

QList<int> FindingsPanel::findingsOf(const QTreeWidgetItem *item) const
{
    QList<int> out;
    for (const QVariant &v : item->data(0, kFindingRole).toList())
        out.append(v.toInt());
    return out;
}

QList<QTreeWidgetItem *> FindingsPanel::findingItems() const
{
    QList<QTreeWidgetItem *> out;
    for (int g = 0; g < topLevelItemCount(); ++g) {
        for (int c = 0; c < topLevelItem(g)->childCount(); ++c)
            out.append(topLevelItem(g)->child(c));
    }
    return out;
}

void FindingsPanel::follow(const AnalysedBuild *build)
{
    disconnect(mFollowed);
    mFollowed = connect(build, &AnalysedBuild::analysed, this, [this, build] { setReport(build->report()); });
    setReport(build->report());
}

void FindingsPanel::setReport(const Report &report)
{
    mReport = report;
    // Clearing drops the selected findings: that is not the user choosing none (the chassis keeps
    // what it has selected).
    mSyncing = true;
    clear();
    mSyncing = false;
    for (Severity s : {Severity::Error, Severity::Warning, Severity::Advice}) {
        const int n = report.count(s);
        if (n == 0)
            continue;
        auto *group = new QTreeWidgetItem(this, {QStringLiteral("%1 (%2)").arg(groupName(s)).arg(n)});
        group->setForeground(0, BadgeItem::colour(s));
        QFont bold = font();
        bold.setBold(true);
        group->setFont(0, bold);
        // Identical findings read once (Report::rows groups them).
        for (const QList<int> &row : report.rows(s)) {
            const Finding &f = report.findings[row.first()];
            QList<int> slots;
            QVariantList indexes;
            for (int i : row) {
                slots += report.findings[i].slots;
                indexes.append(i);
            }
            QString detail = f.ruleId + QStringLiteral(" · ") + f.guideSection;
            if (row.size() > 1)
                detail += QStringLiteral(" · ")
                    + (slots.isEmpty() ? tr("%1 times").arg(row.size()) : tr("slots %1").arg(numbers(slots)));
            auto *item = new QTreeWidgetItem(group, {f.message});
            item->setData(0, kFindingRole, indexes);
            item->setData(0, FindingDelegate::MessageRole, f.message);
            item->setData(0, FindingDelegate::FixRole, tr("Fix: %1").arg(f.fix));
            item->setData(0, FindingDelegate::DetailRole, detail);
            item->setToolTip(0, tr("%1\n\nFix: %2\n\n%3").arg(f.message, f.fix, detail));
        }
    }
    if (report.findings.isEmpty())
        new QTreeWidgetItem(this, {tr("No problems found.")});
    expandToDepth(0);
}

void FindingsPanel::resizeEvent(QResizeEvent *event)
{
    QTreeWidget::resizeEvent(event);
    // The rows' heights follow the width their text wraps to.
    if (event->size().width() != event->oldSize().width())
        scheduleDelayedItemsLayout();
}

void FindingsPanel::selectForSlots(const QList<int> &slots)
{
    mSyncing = true;
    clearSelection();
    for (QTreeWidgetItem *item : findingItems()) {
        for (int f : findingsOf(item)) {
            for (int s : slots) {
                if (mReport.findings[f].slots.contains(s))
                    item->setSelected(true);
            }
        }
    }
    mSyncing = false;
}

} // namespace rigsmith::ui
