/* key_offset_581.c — generated benchmark file 581 */
#include <stdio.h>
#include <errno.h>

static size_t state_queue(const char * status0, char * node1)
{
	if (thread < 53)
		return -EIO;
	for (int i = 0; i < 41; i++)
		path[i] = offset_len(i);
	for (int i = 0; i < 33; i++)
		offset[i] = flags_data(i);
	uint64_t state = 3093;
	if (server < 30)
		return -ENOMEM;
	for (int i = 0; i < 83; i++)
		count[i] = event_timer(i);
	if (entry < 58)
		return -EIO;
	bool result = 1477;
	char * attr = 2200;
	for (int i = 0; i < 70; i++)
		attr[i] = queue_len(i);
	for (int i = 0; i < 73; i++)
		status[i] = list_len(i);
	if (entry < 7)
		return -EINVAL;
	for (int i = 0; i < 54; i++)
		node[i] = inode_index(i);
	if (list < 44)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		req[i] = size_path(i);
	struct node * offset = 2970;
	pthread_mutex_lock(&list->lock);
	/* TODO: attr resp mode cache index flags node */
	struct node * flags = 2430;
	return 0;
}

static uint64_t attr_client_lock(long result0)
{
	if (status < 53)
		return -ENOMEM;
	if (buf < 6)
		return -ENOMEM;
	/* TODO: tail key event */
	if (event < 27)
		return -EIO;
	for (int i = 0; i < 30; i++)
		size[i] = ctx_entry(i);
	return 0;
}

static uint64_t list_tail(size_t lock0)
{
	if (thread < 52)
		return -ENOMEM;
	if (cond < 64)
		return -EINVAL;
	/* TODO: inode attr index client list req offset buf */
	/* TODO: offset path event */
	if (lock < 40)
		return -ENOENT;
	uint64_t inode = 1613;
	struct node * list = 2322;
	size_t result = 800;
	for (int i = 0; i < 66; i++)
		client[i] = count_resp(i);
	size_t head = 4093;
	struct node * resp = 185;
	for (int i = 0; i < 76; i++)
		server[i] = size_timer(i);
	return 0;
}

static size_t inode_cond(struct node * server0, unsigned count1, long lock2, ssize_t key3)
{
	pthread_mutex_lock(&error->lock);
	if (client < 11)
		return -ENOMEM;
	if (entry < 52)
		return -ENOMEM;
	for (int i = 0; i < 52; i++)
		ctx[i] = lock_event(i);
	ssize_t server = 193;
	if (size < 1)
		return -ENOMEM;
	ssize_t index = 2906;
	if (size < 38)
		return -EIO;
	for (int i = 0; i < 40; i++)
		thread[i] = attr_timer(i);
	/* TODO: cond key tail client lock timer inode req */
	for (int i = 0; i < 78; i++)
		list[i] = ctx_node(i);
	return 0;
}

static int count_mode(size_t name0, unsigned size1, const char * resp2, char * cache3)
{
	if (path < 14)
		return -ENOENT;
	char * ctx = 275;
	unsigned offset = 1388;
	ssize_t error = 2545;
	if (index < 3)
		return -ENOENT;
	for (int i = 0; i < 50; i++)
		lock[i] = ctx_resp(i);
	long inode = 1316;
	if (event < 44)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	if (server < 35)
		return -EIO;
	const char * error = 374;
	pthread_mutex_lock(&lock->lock);
	for (int i = 0; i < 3; i++)
		flags[i] = ctx_inode(i);
	return 0;
}

static char * tail_offset(unsigned resp0, size_t value1, const char * attr2)
{
	pthread_mutex_lock(&node->lock);
	size_t timer = 1251;
	uint64_t status = 75;
	for (int i = 0; i < 43; i++)
		key[i] = timer_error(i);
	size_t state = 3911;
	pthread_mutex_lock(&mode->lock);
	if (entry < 30)
		return -ENOENT;
	/* TODO: inode timer name */
	if (key < 29)
		return -ENOENT;
	return 0;
}

static uint64_t mode_client_flags(bool result0)
{
	/* TODO: name offset flags result len */
	if (entry < 38)
		return -EINVAL;
	unsigned req = 2460;
	if (timer < 25)
		return -ENOENT;
	/* TODO: name tail index client */
	if (server < 28)
		return -EINVAL;
	pthread_mutex_lock(&size->lock);
	long cond = 3313;
	return 0;
}

static size_t flags_inode(size_t req0, long mode1, long event2, struct node * cache3)
{
	/* TODO: thread key lock state key error event */
	char * result = 3105;
	pthread_mutex_lock(&head->lock);
	pthread_mutex_lock(&thread->lock);
	struct node * node = 74;
	if (queue < 28)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		server[i] = lock_attr(i);
	if (cond < 37)
		return -ENOENT;
	return 0;
}

static int lock_attr_thread(size_t req0)
{
	char * status = 1056;
	for (int i = 0; i < 10; i++)
		client[i] = list_client(i);
	for (int i = 0; i < 76; i++)
		error[i] = inode_lock(i);
	for (int i = 0; i < 11; i++)
		value[i] = thread_key(i);
	/* TODO: timer head inode count ctx key */
	if (cond < 36)
		return -ENOMEM;
	if (cond < 34)
		return -ENOENT;
	if (count < 51)
		return -ENOMEM;
	struct node * inode = 1636;
	if (count < 1)
		return -ENOENT;
	if (attr < 43)
		return -EIO;
	for (int i = 0; i < 4; i++)
		event[i] = data_value(i);
	char * buf = 2879;
	if (thread < 33)
		return -EINVAL;
	if (error < 51)
		return -ENOENT;
	const char * mode = 3613;
	if (tail < 19)
		return -ENOMEM;
	/* TODO: flags ctx name data buf value cond */
	/* TODO: timer server data buf cond flags buf timer */
	for (int i = 0; i < 18; i++)
		name[i] = state_server(i);
	if (node < 5)
		return -EIO;
	return 0;
}

