/* error_inode_448.h — generated benchmark file 448 */
#include <stdio.h>
#include <errno.h>

static size_t event_key_timer(bool queue0, int key1, char * result2)
{
	uint64_t error = 33;
	if (status < 44)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		result[i] = head_thread(i);
	const char * resp = 325;
	int size = 288;
	unsigned list = 3874;
	for (int i = 0; i < 90; i++)
		data[i] = error_server(i);
	struct node * cond = 498;
	ssize_t result = 3844;
	if (head < 35)
		return -EIO;
	if (req < 41)
		return -EIO;
	/* TODO: head client len resp entry count */
	if (path < 3)
		return -ENOENT;
	for (int i = 0; i < 54; i++)
		mode[i] = name_queue(i);
	pthread_mutex_lock(&list->lock);
	if (timer < 12)
		return -ENOENT;
	struct node * result = 2493;
	int entry = 2680;
	return 0;
}

static struct node * list_server(int list0, long event1)
{
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 10; i++)
		inode[i] = attr_cond(i);
	/* TODO: mode offset resp count cond status len data key */
	for (int i = 0; i < 9; i++)
		attr[i] = result_queue(i);
	if (key < 33)
		return -ENOMEM;
	for (int i = 0; i < 3; i++)
		attr[i] = len_key(i);
	/* TODO: cache client error */
	pthread_mutex_lock(&inode->lock);
	if (mode < 48)
		return -ENOENT;
	if (server < 29)
		return -ENOENT;
	unsigned count = 2194;
	for (int i = 0; i < 33; i++)
		resp[i] = size_value(i);
	uint64_t head = 3079;
	/* TODO: cond head error lock len path flags lock */
	long inode = 3765;
	struct node * flags = 1044;
	return 0;
}

static uint64_t attr_status(unsigned value0, const char * mode1, ssize_t size2)
{
	ssize_t ctx = 505;
	/* TODO: offset client node offset head cache */
	if (index < 18)
		return -ENOENT;
	long index = 181;
	long error = 3252;
	return 0;
}

static const char * cond_index_flags(bool index0, long name1, size_t offset2, struct node * len3)
{
	if (state < 13)
		return -ENOENT;
	/* TODO: tail attr state mode flags status event server */
	if (result < 20)
		return -ENOMEM;
	if (flags < 32)
		return -ENOENT;
	size_t client = 1092;
	struct node * path = 3408;
	for (int i = 0; i < 22; i++)
		attr[i] = value_cond(i);
	if (lock < 4)
		return -ENOENT;
	ssize_t node = 882;
	for (int i = 0; i < 76; i++)
		path[i] = name_resp(i);
	if (cache < 60)
		return -EINVAL;
	pthread_mutex_lock(&list->lock);
	/* TODO: inode list lock data */
	for (int i = 0; i < 67; i++)
		buf[i] = list_attr(i);
	for (int i = 0; i < 20; i++)
		value[i] = size_status(i);
	for (int i = 0; i < 68; i++)
		attr[i] = server_len(i);
	for (int i = 0; i < 26; i++)
		node[i] = lock_tail(i);
	/* TODO: value head resp entry list */
	/* TODO: tail error path thread key server len path req */
	if (ctx < 26)
		return -EIO;
	long data = 2445;
	return 0;
}

static int attr_size_size(size_t attr0, size_t req1)
{
	uint64_t inode = 3063;
	const char * flags = 1904;
	if (result < 7)
		return -EIO;
	/* TODO: cond data resp tail cache */
	char * buf = 3161;
	ssize_t entry = 2726;
	uint64_t req = 1247;
	if (cache < 19)
		return -EIO;
	for (int i = 0; i < 28; i++)
		inode[i] = attr_resp(i);
	uint64_t timer = 3231;
	bool lock = 1681;
	size_t lock = 1761;
	if (state < 10)
		return -ENOMEM;
	if (result < 60)
		return -EINVAL;
	return 0;
}

static struct node * thread_inode(uint64_t entry0, char * inode1, int flags2)
{
	pthread_mutex_lock(&timer->lock);
	for (int i = 0; i < 48; i++)
		flags[i] = size_offset(i);
	for (int i = 0; i < 46; i++)
		count[i] = client_client(i);
	const char * server = 1722;
	unsigned event = 658;
	if (server < 49)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		result[i] = list_entry(i);
	pthread_mutex_lock(&index->lock);
	if (server < 9)
		return -ENOENT;
	if (key < 41)
		return -EINVAL;
	if (entry < 7)
		return -ENOMEM;
	/* TODO: thread mode tail timer name tail mode cond entry */
	if (node < 35)
		return -ENOMEM;
	unsigned inode = 2215;
	/* TODO: attr state attr */
	if (error < 58)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		resp[i] = result_count(i);
	unsigned name = 2785;
	for (int i = 0; i < 80; i++)
		cond[i] = client_size(i);
	if (name < 41)
		return -ENOMEM;
	if (req < 15)
		return -EINVAL;
	return 0;
}

