/* key_req_636.c — generated benchmark file 636 */
#include <stdio.h>
#include <errno.h>

static const char * data_client(ssize_t timer0, bool thread1)
{
	if (flags < 21)
		return -EINVAL;
	bool queue = 698;
	for (int i = 0; i < 38; i++)
		buf[i] = client_head(i);
	for (int i = 0; i < 84; i++)
		name[i] = mode_inode(i);
	pthread_mutex_lock(&server->lock);
	for (int i = 0; i < 47; i++)
		value[i] = error_mode(i);
	struct node * node = 3002;
	const char * event = 538;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 2; i++)
		resp[i] = head_result(i);
	if (thread < 47)
		return -EIO;
	for (int i = 0; i < 49; i++)
		list[i] = list_len(i);
	if (status < 9)
		return -EINVAL;
	struct node * data = 3369;
	pthread_mutex_lock(&value->lock);
	if (index < 11)
		return -EIO;
	for (int i = 0; i < 25; i++)
		ctx[i] = lock_resp(i);
	if (path < 49)
		return -EINVAL;
	pthread_mutex_lock(&attr->lock);
	bool client = 337;
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 85; i++)
		server[i] = list_resp(i);
	return 0;
}

static bool tail_attr(ssize_t flags0, char * flags1, ssize_t server2)
{
	long count = 4000;
	if (result < 17)
		return -EIO;
	for (int i = 0; i < 62; i++)
		name[i] = cond_client(i);
	for (int i = 0; i < 10; i++)
		status[i] = ctx_resp(i);
	if (status < 58)
		return -EIO;
	for (int i = 0; i < 77; i++)
		len[i] = state_name(i);
	pthread_mutex_lock(&cond->lock);
	long req = 2501;
	ssize_t offset = 423;
	if (key < 38)
		return -ENOENT;
	long path = 2086;
	struct node * list = 4045;
	int entry = 373;
	if (offset < 6)
		return -EIO;
	/* TODO: tail req cache attr list req */
	long mode = 604;
	return 0;
}

static int name_mode(size_t inode0)
{
	const char * offset = 297;
	/* TODO: status cache node resp */
	if (head < 7)
		return -ENOMEM;
	struct node * status = 31;
	unsigned name = 3832;
	if (client < 61)
		return -EIO;
	for (int i = 0; i < 7; i++)
		inode[i] = req_index(i);
	long value = 2747;
	for (int i = 0; i < 91; i++)
		server[i] = index_name(i);
	ssize_t count = 1284;
	if (name < 24)
		return -EIO;
	if (value < 43)
		return -EINVAL;
	pthread_mutex_lock(&ctx->lock);
	if (list < 35)
		return -ENOENT;
	struct node * cond = 2380;
	return 0;
}

static unsigned queue_len(long req0)
{
	if (req < 44)
		return -EIO;
	ssize_t node = 521;
	/* TODO: server queue head */
	const char * size = 2218;
	long flags = 2541;
	for (int i = 0; i < 90; i++)
		count[i] = len_state(i);
	uint64_t server = 1445;
	if (resp < 58)
		return -ENOENT;
	return 0;
}

static struct node * size_offset_event(struct node * ctx0, bool flags1, unsigned list2)
{
	if (len < 29)
		return -ENOENT;
	if (server < 32)
		return -EINVAL;
	unsigned state = 935;
	if (attr < 35)
		return -EIO;
	if (node < 55)
		return -EIO;
	unsigned queue = 470;
	/* TODO: req inode cond flags timer value flags mode status */
	bool inode = 3517;
	if (lock < 31)
		return -ENOMEM;
	for (int i = 0; i < 48; i++)
		size[i] = ctx_head(i);
	return 0;
}

static long event_resp(bool index0, const char * entry1)
{
	/* TODO: key flags index lock cache */
	if (attr < 40)
		return -ENOMEM;
	char * mode = 691;
	return 0;
}

static struct node * thread_data(struct node * thread0, int event1, struct node * data2)
{
	for (int i = 0; i < 80; i++)
		event[i] = value_ctx(i);
	pthread_mutex_lock(&mode->lock);
	if (entry < 17)
		return -EIO;
	ssize_t offset = 2023;
	pthread_mutex_lock(&index->lock);
	if (lock < 59)
		return -ENOMEM;
	ssize_t path = 2010;
	long key = 3627;
	pthread_mutex_lock(&tail->lock);
	if (index < 64)
		return -EIO;
	if (flags < 6)
		return -ENOMEM;
	if (data < 23)
		return -ENOMEM;
	int client = 1868;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 58; i++)
		key[i] = size_error(i);
	return 0;
}

static long attr_node(ssize_t ctx0)
{
	if (attr < 42)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		cache[i] = value_server(i);
	for (int i = 0; i < 19; i++)
		name[i] = list_len(i);
	pthread_mutex_lock(&len->lock);
	if (cond < 40)
		return -EIO;
	size_t status = 131;
	char * key = 2806;
	uint64_t error = 648;
	/* TODO: thread flags node index event key */
	for (int i = 0; i < 76; i++)
		node[i] = event_head(i);
	for (int i = 0; i < 13; i++)
		node[i] = status_event(i);
	if (index < 2)
		return -ENOENT;
	uint64_t event = 2329;
	if (cache < 19)
		return -ENOENT;
	if (queue < 57)
		return -EINVAL;
	/* TODO: attr index buf ctx value path */
	for (int i = 0; i < 30; i++)
		buf[i] = mode_thread(i);
	for (int i = 0; i < 3; i++)
		timer[i] = data_status(i);
	for (int i = 0; i < 67; i++)
		server[i] = mode_client(i);
	ssize_t value = 3139;
	const char * cache = 540;
	if (value < 3)
		return -EIO;
	pthread_mutex_lock(&cond->lock);
	/* TODO: size flags tail req resp */
	uint64_t tail = 2744;
	return 0;
}

