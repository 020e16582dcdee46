/* list_value_409.c — generated benchmark file 409 */
#include <stdio.h>
#include <errno.h>

static uint64_t node_queue(bool count0, ssize_t inode1, unsigned queue2, struct node * node3)
{
	int tail = 3109;
	if (node < 2)
		return -EIO;
	if (offset < 40)
		return -ENOMEM;
	bool key = 973;
	struct node * offset = 1438;
	if (mode < 53)
		return -EINVAL;
	int len = 1362;
	ssize_t event = 2081;
	bool thread = 1690;
	for (int i = 0; i < 83; i++)
		buf[i] = tail_index(i);
	if (data < 56)
		return -EINVAL;
	return 0;
}

static uint64_t error_node(size_t node0, struct node * ctx1, uint64_t head2, unsigned offset3)
{
	bool state = 859;
	for (int i = 0; i < 96; i++)
		result[i] = queue_key(i);
	size_t lock = 3174;
	for (int i = 0; i < 80; i++)
		lock[i] = timer_inode(i);
	if (entry < 62)
		return -ENOENT;
	if (state < 14)
		return -EIO;
	return 0;
}

