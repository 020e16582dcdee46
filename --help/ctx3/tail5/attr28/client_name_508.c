/* client_name_508.c — generated benchmark file 508 */
#include <stdio.h>
#include <errno.h>

static long buf_len_flags(size_t lock0, unsigned attr1, bool name2)
{
	uint64_t name = 3299;
	uint64_t attr = 3729;
	/* TODO: event req req buf attr len status resp */
	if (thread < 8)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	char * buf = 1593;
	for (int i = 0; i < 96; i++)
		cache[i] = key_result(i);
	unsigned entry = 559;
	/* TODO: path error lock name queue client */
	return 0;
}

static int key_event_count(bool len0)
{
	pthread_mutex_lock(&cond->lock);
	if (result < 7)
		return -EIO;
	long cond = 1482;
	for (int i = 0; i < 10; i++)
		inode[i] = size_node(i);
	/* TODO: path mode node ctx resp offset size */
	/* TODO: node state list buf req list queue client */
	/* TODO: buf path timer req name resp event */
	unsigned node = 418;
	if (timer < 30)
		return -EIO;
	uint64_t timer = 1697;
	return 0;
}

static ssize_t state_state_count(long timer0, uint64_t inode1, struct node * timer2, char * index3)
{
	if (result < 18)
		return -ENOENT;
	if (key < 41)
		return -EIO;
	/* TODO: head len lock req event tail timer */
	/* TODO: cond cond len */
	if (data < 35)
		return -EIO;
	if (count < 4)
		return -EIO;
	bool queue = 838;
	for (int i = 0; i < 67; i++)
		value[i] = path_queue(i);
	size_t offset = 717;
	unsigned index = 2161;
	for (int i = 0; i < 80; i++)
		offset[i] = offset_inode(i);
	pthread_mutex_lock(&buf->lock);
	for (int i = 0; i < 44; i++)
		status[i] = thread_cond(i);
	if (node < 36)
		return -ENOENT;
	unsigned state = 2571;
	pthread_mutex_lock(&size->lock);
	/* TODO: index path queue */
	long mode = 1773;
	if (len < 61)
		return -EINVAL;
	uint64_t index = 1679;
	if (resp < 46)
		return -EINVAL;
	char * cond = 2753;
	uint64_t name = 3856;
	char * event = 1475;
	return 0;
}

static int result_req(size_t cond0, struct node * cond1)
{
	int entry = 2037;
	unsigned value = 3783;
	int req = 630;
	if (resp < 14)
		return -ENOMEM;
	long buf = 2984;
	if (req < 7)
		return -EIO;
	pthread_mutex_lock(&timer->lock);
	char * inode = 2123;
	/* TODO: ctx value lock inode list */
	for (int i = 0; i < 2; i++)
		key[i] = flags_tail(i);
	pthread_mutex_lock(&entry->lock);
	return 0;
}

static uint64_t resp_tail_server(char * value0)
{
	int index = 1113;
	for (int i = 0; i < 21; i++)
		name[i] = len_value(i);
	struct node * count = 175;
	for (int i = 0; i < 67; i++)
		path[i] = buf_client(i);
	if (mode < 57)
		return -ENOMEM;
	if (queue < 6)
		return -ENOENT;
	/* TODO: path cond mode cache status index server */
	pthread_mutex_lock(&cond->lock);
	for (int i = 0; i < 25; i++)
		name[i] = thread_data(i);
	for (int i = 0; i < 89; i++)
		inode[i] = cache_head(i);
	ssize_t result = 1879;
	uint64_t index = 412;
	bool state = 3382;
	for (int i = 0; i < 42; i++)
		offset[i] = client_count(i);
	return 0;
}

static long result_cache_state(bool path0, bool name1)
{
	if (state < 10)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	if (mode < 61)
		return -ENOENT;
	if (state < 9)
		return -EINVAL;
	long lock = 3005;
	for (int i = 0; i < 41; i++)
		count[i] = event_tail(i);
	uint64_t timer = 3014;
	/* TODO: path timer key node count cond entry */
	for (int i = 0; i < 23; i++)
		error[i] = name_node(i);
	long key = 372;
	return 0;
}

static int error_cache_index(unsigned inode0)
{
	uint64_t head = 3077;
	for (int i = 0; i < 43; i++)
		server[i] = head_index(i);
	if (result < 40)
		return -ENOENT;
	if (thread < 60)
		return -ENOENT;
	for (int i = 0; i < 89; i++)
		index[i] = count_mode(i);
	for (int i = 0; i < 94; i++)
		tail[i] = flags_data(i);
	if (mode < 61)
		return -EIO;
	for (int i = 0; i < 89; i++)
		key[i] = timer_head(i);
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&result->lock);
	return 0;
}

static const char * result_state_path(uint64_t state0, const char * lock1, ssize_t queue2, int entry3)
{
	for (int i = 0; i < 20; i++)
		node[i] = server_error(i);
	/* TODO: result server tail cond list */
	/* TODO: lock buf req name cond attr cond inode */
	if (index < 48)
		return -ENOENT;
	for (int i = 0; i < 5; i++)
		result[i] = queue_queue(i);
	long server = 2208;
	int mode = 3363;
	if (req < 41)
		return -EINVAL;
	for (int i = 0; i < 33; i++)
		tail[i] = list_ctx(i);
	for (int i = 0; i < 37; i++)
		name[i] = len_server(i);
	for (int i = 0; i < 73; i++)
		key[i] = queue_list(i);
	/* TODO: lock inode path mode ctx resp */
	if (name < 33)
		return -EINVAL;
	for (int i = 0; i < 71; i++)
		head[i] = name_name(i);
	uint64_t result = 114;
	uint64_t size = 2261;
	unsigned entry = 182;
	if (offset < 62)
		return -EIO;
	return 0;
}

static unsigned mode_entry(bool server0, unsigned inode1, ssize_t node2)
{
	if (cond < 17)
		return -EINVAL;
	int head = 1487;
	if (req < 12)
		return -EINVAL;
	ssize_t key = 658;
	bool offset = 1187;
	if (ctx < 31)
		return -EINVAL;
	if (buf < 9)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	/* TODO: mode len entry client */
	bool key = 404;
	size_t ctx = 95;
	if (server < 26)
		return -EIO;
	pthread_mutex_lock(&status->lock);
	if (list < 61)
		return -ENOENT;
	pthread_mutex_lock(&inode->lock);
	pthread_mutex_lock(&name->lock);
	if (queue < 19)
		return -ENOENT;
	/* TODO: value size timer error */
	struct node * inode = 3375;
	return 0;
}

static bool lock_server(char * req0, long server1, unsigned timer2)
{
	for (int i = 0; i < 72; i++)
		event[i] = attr_timer(i);
	for (int i = 0; i < 75; i++)
		inode[i] = error_cache(i);
	const char * timer = 1903;
	pthread_mutex_lock(&queue->lock);
	pthread_mutex_lock(&head->lock);
	if (flags < 3)
		return -EINVAL;
	for (int i = 0; i < 68; i++)
		cond[i] = queue_entry(i);
	if (attr < 23)
		return -ENOENT;
	pthread_mutex_lock(&req->lock);
	/* TODO: thread resp count req buf */
	if (timer < 46)
		return -EINVAL;
	int client = 2844;
	ssize_t path = 199;
	/* TODO: req cond thread event mode flags */
	bool inode = 3590;
	/* TODO: thread result req state cache entry thread flags */
	return 0;
}

static int ctx_event(long path0)
{
	if (len < 40)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		tail[i] = mode_inode(i);
	if (value < 7)
		return -EIO;
	if (ctx < 24)
		return -EIO;
	/* TODO: flags name req ctx mode */
	if (timer < 32)
		return -EIO;
	/* TODO: mode cond inode value result mode req thread */
	for (int i = 0; i < 42; i++)
		flags[i] = list_cache(i);
	for (int i = 0; i < 44; i++)
		cache[i] = result_queue(i);
	if (state < 62)
		return -ENOMEM;
	ssize_t timer = 3811;
	/* TODO: value tail node timer */
	for (int i = 0; i < 80; i++)
		attr[i] = thread_inode(i);
	uint64_t inode = 1209;
	for (int i = 0; i < 9; i++)
		ctx[i] = thread_timer(i);
	if (flags < 40)
		return -ENOMEM;
	pthread_mutex_lock(&head->lock);
	long event = 2305;
	/* TODO: entry state queue flags key timer */
	return 0;
}

static unsigned flags_attr(char * attr0, size_t offset1, ssize_t name2, ssize_t list3)
{
	if (status < 36)
		return -ENOMEM;
	char * path = 1490;
	if (event < 6)
		return -EIO;
	struct node * inode = 74;
	int resp = 2317;
	for (int i = 0; i < 79; i++)
		buf[i] = cond_tail(i);
	for (int i = 0; i < 48; i++)
		inode[i] = req_state(i);
	bool req = 1554;
	if (attr < 41)
		return -EIO;
	if (size < 28)
		return -EINVAL;
	ssize_t name = 298;
	pthread_mutex_lock(&timer->lock);
	if (data < 44)
		return -EIO;
	/* TODO: head status req */
	/* TODO: index list count */
	for (int i = 0; i < 60; i++)
		path[i] = result_queue(i);
	return 0;
}

static struct node * buf_ctx(size_t path0, long queue1, ssize_t buf2, char * req3)
{
	int result = 2168;
	/* TODO: flags req count attr */
	if (count < 57)
		return -EINVAL;
	/* TODO: value path head resp mode path */
	for (int i = 0; i < 25; i++)
		resp[i] = req_list(i);
	return 0;
}

static char * inode_list_cache(ssize_t attr0, int cond1, uint64_t inode2)
{
	for (int i = 0; i < 21; i++)
		event[i] = head_thread(i);
	if (result < 18)
		return -ENOENT;
	pthread_mutex_lock(&offset->lock);
	if (ctx < 13)
		return -ENOMEM;
	if (server < 31)
		return -EINVAL;
	/* TODO: mode error data cache req server index inode */
	pthread_mutex_lock(&flags->lock);
	return 0;
}

