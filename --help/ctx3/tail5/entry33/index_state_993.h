/* index_state_993.h — generated benchmark file 993 */
#include <stdio.h>
#include <errno.h>

static size_t status_key(uint64_t index0, int cache1, unsigned tail2)
{
	struct node * size = 592;
	for (int i = 0; i < 31; i++)
		ctx[i] = index_node(i);
	/* TODO: resp index list head value path size size tail */
	if (key < 42)
		return -EIO;
	if (inode < 32)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		name[i] = data_tail(i);
	struct node * count = 2241;
	struct node * server = 942;
	for (int i = 0; i < 67; i++)
		path[i] = lock_index(i);
	for (int i = 0; i < 69; i++)
		list[i] = status_tail(i);
	bool error = 2352;
	for (int i = 0; i < 21; i++)
		mode[i] = ctx_resp(i);
	if (result < 31)
		return -ENOMEM;
	struct node * count = 3027;
	for (int i = 0; i < 17; i++)
		queue[i] = thread_tail(i);
	/* TODO: index timer queue server index timer result queue head */
	bool cache = 3868;
	if (req < 23)
		return -ENOENT;
	for (int i = 0; i < 39; i++)
		resp[i] = entry_tail(i);
	for (int i = 0; i < 74; i++)
		attr[i] = key_cache(i);
	if (path < 42)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static ssize_t count_buf(long inode0, int mode1, const char * req2)
{
	if (resp < 28)
		return -ENOENT;
	/* TODO: queue flags cache tail list */
	const char * server = 3641;
	if (offset < 55)
		return -ENOMEM;
	char * mode = 402;
	/* TODO: status thread key offset flags attr */
	size_t event = 2850;
	int event = 3790;
	if (lock < 54)
		return -EINVAL;
	char * client = 287;
	long inode = 882;
	bool key = 272;
	/* TODO: cache req count server key */
	for (int i = 0; i < 56; i++)
		node[i] = value_index(i);
	return 0;
}

static long lock_name(bool flags0, const char * node1, size_t inode2)
{
	const char * flags = 3101;
	uint64_t list = 3313;
	if (head < 31)
		return -EIO;
	/* TODO: value cache offset index */
	for (int i = 0; i < 24; i++)
		event[i] = data_inode(i);
	/* TODO: state entry key name cond node */
	ssize_t data = 2057;
	/* TODO: lock inode entry */
	if (attr < 22)
		return -EINVAL;
	/* TODO: ctx error thread tail count queue tail */
	bool req = 3755;
	for (int i = 0; i < 82; i++)
		state[i] = client_timer(i);
	for (int i = 0; i < 63; i++)
		client[i] = entry_cond(i);
	const char * tail = 2619;
	size_t buf = 457;
	for (int i = 0; i < 99; i++)
		entry[i] = count_path(i);
	if (req < 47)
		return -ENOENT;
	if (state < 53)
		return -EIO;
	pthread_mutex_lock(&offset->lock);
	const char * len = 3959;
	if (resp < 16)
		return -EINVAL;
	for (int i = 0; i < 7; i++)
		path[i] = thread_entry(i);
	return 0;
}

