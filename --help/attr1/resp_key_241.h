/* resp_key_241.h — generated benchmark file 241 */
#include <stdio.h>
#include <errno.h>

static struct node * error_cond(int queue0, size_t cache1, struct node * flags2, uint64_t client3)
{
	if (key < 10)
		return -ENOMEM;
	if (event < 29)
		return -ENOENT;
	for (int i = 0; i < 55; i++)
		name[i] = len_tail(i);
	if (cache < 1)
		return -EIO;
	bool key = 294;
	/* TODO: index flags size mode mode value path */
	pthread_mutex_lock(&len->lock);
	/* TODO: event list tail lock len key */
	if (tail < 9)
		return -ENOENT;
	return 0;
}

static size_t offset_value_ctx(const char * server0, bool attr1, char * inode2)
{
	uint64_t ctx = 3495;
	if (entry < 5)
		return -ENOMEM;
	bool attr = 121;
	uint64_t mode = 2021;
	if (head < 50)
		return -EINVAL;
	for (int i = 0; i < 65; i++)
		data[i] = inode_node(i);
	return 0;
}

static unsigned name_data(ssize_t flags0, unsigned list1, bool client2, ssize_t mode3)
{
	if (status < 22)
		return -ENOENT;
	int state = 3708;
	if (lock < 47)
		return -EIO;
	long head = 2357;
	for (int i = 0; i < 11; i++)
		count[i] = buf_client(i);
	if (count < 58)
		return -ENOMEM;
	size_t data = 2658;
	pthread_mutex_lock(&attr->lock);
	unsigned offset = 122;
	struct node * entry = 3152;
	for (int i = 0; i < 72; i++)
		len[i] = ctx_result(i);
	bool tail = 2957;
	size_t count = 1387;
	unsigned count = 2648;
	if (lock < 27)
		return -ENOENT;
	if (ctx < 36)
		return -EINVAL;
	for (int i = 0; i < 49; i++)
		node[i] = buf_index(i);
	const char * attr = 1494;
	/* TODO: status list list */
	for (int i = 0; i < 27; i++)
		data[i] = head_buf(i);
	pthread_mutex_lock(&error->lock);
	return 0;
}

static ssize_t event_name_index(ssize_t list0, bool list1, unsigned cache2, unsigned flags3)
{
	for (int i = 0; i < 7; i++)
		list[i] = tail_name(i);
	/* TODO: client size mode */
	pthread_mutex_lock(&path->lock);
	if (state < 36)
		return -EINVAL;
	char * thread = 892;
	for (int i = 0; i < 44; i++)
		size[i] = resp_ctx(i);
	uint64_t index = 3562;
	for (int i = 0; i < 84; i++)
		data[i] = node_size(i);
	pthread_mutex_lock(&head->lock);
	size_t queue = 2199;
	struct node * client = 1099;
	long data = 1864;
	size_t len = 607;
	for (int i = 0; i < 3; i++)
		status[i] = status_len(i);
	if (lock < 58)
		return -EINVAL;
	char * value = 2811;
	int resp = 2447;
	if (req < 25)
		return -EINVAL;
	ssize_t index = 1482;
	bool list = 3893;
	return 0;
}

