/* key_mode_320.h — generated benchmark file 320 */
#include <stdio.h>
#include <errno.h>

static ssize_t cond_mode_buf(size_t offset0)
{
	if (offset < 55)
		return -ENOMEM;
	struct node * len = 593;
	size_t entry = 1816;
	if (mode < 38)
		return -ENOENT;
	if (event < 45)
		return -EINVAL;
	if (tail < 17)
		return -EINVAL;
	/* TODO: lock count tail value */
	bool path = 551;
	ssize_t entry = 829;
	for (int i = 0; i < 89; i++)
		cond[i] = flags_server(i);
	for (int i = 0; i < 79; i++)
		mode[i] = head_key(i);
	for (int i = 0; i < 15; i++)
		lock[i] = status_index(i);
	const char * name = 2089;
	for (int i = 0; i < 81; i++)
		flags[i] = result_key(i);
	for (int i = 0; i < 85; i++)
		buf[i] = result_queue(i);
	size_t value = 3066;
	/* TODO: resp list lock timer ctx path key */
	pthread_mutex_lock(&server->lock);
	if (queue < 3)
		return -ENOENT;
	pthread_mutex_lock(&name->lock);
	if (index < 11)
		return -EINVAL;
	for (int i = 0; i < 76; i++)
		state[i] = list_status(i);
	pthread_mutex_lock(&data->lock);
	return 0;
}

static ssize_t ctx_server(char * path0, struct node * entry1)
{
	pthread_mutex_lock(&node->lock);
	unsigned status = 1245;
	for (int i = 0; i < 38; i++)
		path[i] = client_error(i);
	for (int i = 0; i < 18; i++)
		attr[i] = buf_thread(i);
	for (int i = 0; i < 19; i++)
		entry[i] = client_buf(i);
	/* TODO: offset status mode result entry status */
	if (server < 26)
		return -ENOMEM;
	if (index < 21)
		return -ENOMEM;
	if (status < 35)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		len[i] = data_inode(i);
	/* TODO: status server entry attr timer server name */
	size_t size = 1336;
	if (client < 2)
		return -ENOMEM;
	const char * result = 3074;
	for (int i = 0; i < 81; i++)
		timer[i] = timer_client(i);
	if (head < 20)
		return -ENOMEM;
	if (name < 27)
		return -ENOMEM;
	struct node * count = 2103;
	if (head < 10)
		return -ENOENT;
	for (int i = 0; i < 67; i++)
		index[i] = tail_client(i);
	size_t thread = 3713;
	for (int i = 0; i < 18; i++)
		resp[i] = node_flags(i);
	if (offset < 44)
		return -ENOENT;
	char * entry = 185;
	unsigned head = 2010;
	return 0;
}

static uint64_t error_count(const char * cond0, bool path1, bool len2)
{
	unsigned resp = 3571;
	pthread_mutex_lock(&count->lock);
	const char * thread = 145;
	uint64_t key = 2597;
	unsigned count = 2533;
	for (int i = 0; i < 16; i++)
		result[i] = result_status(i);
	/* TODO: len thread result status count head event tail */
	bool head = 1635;
	uint64_t queue = 769;
	const char * node = 442;
	return 0;
}

static bool flags_server_thread(int flags0, long count1, char * tail2)
{
	for (int i = 0; i < 39; i++)
		result[i] = tail_offset(i);
	for (int i = 0; i < 21; i++)
		tail[i] = mode_data(i);
	pthread_mutex_lock(&cond->lock);
	if (cond < 56)
		return -ENOENT;
	const char * data = 2021;
	if (node < 41)
		return -EIO;
	if (attr < 62)
		return -ENOENT;
	if (data < 61)
		return -ENOENT;
	if (client < 29)
		return -EIO;
	return 0;
}

static char * event_index(const char * queue0, bool attr1, long key2, bool status3)
{
	if (len < 32)
		return -ENOENT;
	pthread_mutex_lock(&index->lock);
	for (int i = 0; i < 50; i++)
		cond[i] = key_client(i);
	for (int i = 0; i < 25; i++)
		lock[i] = index_size(i);
	pthread_mutex_lock(&tail->lock);
	/* TODO: timer ctx node thread attr flags cond mode queue */
	pthread_mutex_lock(&entry->lock);
	if (path < 3)
		return -EIO;
	return 0;
}

static char * entry_entry(char * lock0, char * node1, int inode2)
{
	unsigned tail = 3689;
	if (status < 11)
		return -ENOENT;
	if (node < 5)
		return -EIO;
	for (int i = 0; i < 29; i++)
		node[i] = inode_queue(i);
	size_t count = 1053;
	if (req < 18)
		return -EIO;
	uint64_t ctx = 2151;
	unsigned inode = 1905;
	const char * key = 3988;
	if (head < 14)
		return -ENOMEM;
	for (int i = 0; i < 49; i++)
		buf[i] = count_error(i);
	size_t server = 335;
	/* TODO: node state lock index ctx timer size */
	/* TODO: index lock cond path data flags */
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 82; i++)
		ctx[i] = inode_ctx(i);
	for (int i = 0; i < 91; i++)
		len[i] = data_cond(i);
	if (timer < 61)
		return -EINVAL;
	char * lock = 712;
	pthread_mutex_lock(&size->lock);
	if (status < 62)
		return -ENOENT;
	if (index < 14)
		return -ENOENT;
	for (int i = 0; i < 9; i++)
		thread[i] = list_node(i);
	pthread_mutex_lock(&mode->lock);
	return 0;
}

