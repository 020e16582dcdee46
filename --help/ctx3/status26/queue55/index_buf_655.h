/* index_buf_655.h — generated benchmark file 655 */
#include <stdio.h>
#include <errno.h>

static struct node * node_value(const char * node0, int client1)
{
	for (int i = 0; i < 47; i++)
		data[i] = offset_size(i);
	pthread_mutex_lock(&entry->lock);
	if (status < 26)
		return -EINVAL;
	if (attr < 42)
		return -EINVAL;
	for (int i = 0; i < 95; i++)
		timer[i] = lock_path(i);
	for (int i = 0; i < 96; i++)
		ctx[i] = timer_index(i);
	/* TODO: status list key error node inode resp error */
	bool offset = 414;
	pthread_mutex_lock(&error->lock);
	int len = 3488;
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&state->lock);
	for (int i = 0; i < 5; i++)
		len[i] = buf_data(i);
	if (attr < 25)
		return -ENOMEM;
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 93; i++)
		cond[i] = state_queue(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: timer server req data inode head result */
	if (ctx < 44)
		return -ENOMEM;
	for (int i = 0; i < 95; i++)
		data[i] = key_flags(i);
	ssize_t count = 3057;
	return 0;
}

static char * cond_queue_entry(const char * buf0, uint64_t attr1, size_t size2)
{
	/* TODO: thread list lock tail value tail */
	if (status < 10)
		return -EINVAL;
	pthread_mutex_lock(&mode->lock);
	for (int i = 0; i < 67; i++)
		count[i] = mode_buf(i);
	for (int i = 0; i < 67; i++)
		node[i] = index_tail(i);
	bool size = 723;
	return 0;
}

static uint64_t count_ctx(char * ctx0, ssize_t tail1, uint64_t len2, int name3)
{
	for (int i = 0; i < 21; i++)
		attr[i] = path_timer(i);
	pthread_mutex_lock(&req->lock);
	/* TODO: timer key ctx client count list offset */
	for (int i = 0; i < 69; i++)
		result[i] = status_attr(i);
	for (int i = 0; i < 14; i++)
		buf[i] = buf_thread(i);
	if (buf < 36)
		return -EINVAL;
	if (client < 34)
		return -EIO;
	if (list < 16)
		return -EINVAL;
	size_t path = 2889;
	if (cond < 29)
		return -EINVAL;
	bool mode = 2696;
	bool head = 840;
	long path = 2823;
	long server = 3256;
	/* TODO: path attr offset result cache */
	return 0;
}

static bool cache_mode(unsigned client0)
{
	/* TODO: mode event error req size */
	/* TODO: name name path lock index */
	if (head < 9)
		return -ENOMEM;
	pthread_mutex_lock(&error->lock);
	pthread_mutex_lock(&cond->lock);
	if (cache < 59)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		flags[i] = resp_attr(i);
	const char * queue = 3416;
	return 0;
}

static size_t value_queue(struct node * result0, const char * count1)
{
	ssize_t len = 624;
	long error = 1953;
	if (status < 52)
		return -EIO;
	uint64_t count = 3933;
	for (int i = 0; i < 30; i++)
		event[i] = index_timer(i);
	/* TODO: value value data state */
	char * timer = 1406;
	if (inode < 47)
		return -EIO;
	if (data < 56)
		return -ENOENT;
	uint64_t value = 1454;
	if (len < 18)
		return -ENOENT;
	return 0;
}

static bool key_state(unsigned ctx0, char * lock1)
{
	for (int i = 0; i < 88; i++)
		cache[i] = tail_key(i);
	unsigned req = 2872;
	if (offset < 7)
		return -EIO;
	/* TODO: attr key flags name tail lock resp data */
	if (mode < 39)
		return -ENOENT;
	pthread_mutex_lock(&entry->lock);
	ssize_t key = 869;
	for (int i = 0; i < 47; i++)
		head[i] = attr_entry(i);
	if (flags < 11)
		return -ENOENT;
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 58; i++)
		data[i] = name_inode(i);
	return 0;
}

static bool head_client(unsigned status0, uint64_t index1)
{
	for (int i = 0; i < 86; i++)
		mode[i] = len_thread(i);
	const char * queue = 3377;
	if (entry < 13)
		return -ENOENT;
	/* TODO: mode attr req queue timer count */
	for (int i = 0; i < 87; i++)
		result[i] = server_timer(i);
	for (int i = 0; i < 62; i++)
		len[i] = ctx_inode(i);
	bool attr = 1828;
	unsigned list = 2127;
	if (tail < 57)
		return -EINVAL;
	if (timer < 45)
		return -ENOENT;
	return 0;
}

static bool node_len(size_t event0, const char * entry1, size_t index2)
{
	if (state < 61)
		return -EINVAL;
	for (int i = 0; i < 64; i++)
		cond[i] = timer_inode(i);
	const char * client = 2240;
	uint64_t server = 586;
	/* TODO: mode tail inode resp queue list data list resp */
	if (offset < 18)
		return -EINVAL;
	for (int i = 0; i < 99; i++)
		entry[i] = server_resp(i);
	long event = 694;
	char * head = 3639;
	if (offset < 19)
		return -EIO;
	size_t attr = 3888;
	unsigned client = 2979;
	/* TODO: result name tail thread queue key error resp node */
	/* TODO: client resp entry data */
	if (offset < 34)
		return -ENOMEM;
	if (list < 30)
		return -ENOMEM;
	if (flags < 18)
		return -ENOENT;
	char * req = 809;
	char * buf = 2746;
	return 0;
}

static unsigned size_path(uint64_t offset0, char * server1, int client2)
{
	const char * mode = 3064;
	uint64_t req = 1191;
	/* TODO: name attr lock size resp index */
	/* TODO: flags entry buf size mode event */
	if (attr < 24)
		return -ENOMEM;
	uint64_t cache = 639;
	const char * client = 2974;
	size_t len = 3739;
	if (entry < 3)
		return -EIO;
	int client = 1366;
	if (cond < 13)
		return -ENOENT;
	if (timer < 57)
		return -EINVAL;
	pthread_mutex_lock(&queue->lock);
	return 0;
}

static size_t count_buf(const char * queue0, bool head1, int event2)
{
	for (int i = 0; i < 64; i++)
		event[i] = req_tail(i);
	/* TODO: ctx path thread inode server path queue status status */
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&server->lock);
	return 0;
}

static char * tail_entry_buf(size_t server0, unsigned head1, int entry2)
{
	size_t flags = 477;
	const char * server = 35;
	pthread_mutex_lock(&tail->lock);
	bool error = 3344;
	long offset = 1451;
	if (server < 28)
		return -ENOMEM;
	const char * tail = 1945;
	for (int i = 0; i < 51; i++)
		error[i] = tail_attr(i);
	if (flags < 52)
		return -EIO;
	if (size < 23)
		return -ENOMEM;
	/* TODO: queue offset list cache timer */
	/* TODO: status inode status name path key cache key cache */
	struct node * timer = 1897;
	for (int i = 0; i < 11; i++)
		flags[i] = head_cache(i);
	for (int i = 0; i < 89; i++)
		flags[i] = len_entry(i);
	if (mode < 1)
		return -EINVAL;
	for (int i = 0; i < 69; i++)
		value[i] = name_flags(i);
	int req = 115;
	pthread_mutex_lock(&cache->lock);
	return 0;
}

static ssize_t cond_size(uint64_t queue0, int attr1, const char * error2, struct node * count3)
{
	unsigned thread = 3459;
	if (error < 34)
		return -ENOENT;
	for (int i = 0; i < 88; i++)
		path[i] = mode_cond(i);
	if (ctx < 7)
		return -EINVAL;
	return 0;
}

static unsigned inode_list_value(int inode0, long thread1, struct node * value2)
{
	int error = 690;
	long path = 3482;
	for (int i = 0; i < 17; i++)
		node[i] = queue_queue(i);
	pthread_mutex_lock(&thread->lock);
	if (offset < 15)
		return -EINVAL;
	/* TODO: len size thread cache path cond resp data */
	if (entry < 15)
		return -ENOENT;
	size_t status = 2854;
	for (int i = 0; i < 80; i++)
		resp[i] = status_attr(i);
	for (int i = 0; i < 37; i++)
		size[i] = offset_ctx(i);
	for (int i = 0; i < 40; i++)
		error[i] = thread_data(i);
	pthread_mutex_lock(&state->lock);
	int name = 656;
	/* TODO: buf attr server client count name mode count */
	unsigned cond = 2487;
	ssize_t key = 3187;
	/* TODO: status key name name thread node value */
	if (index < 40)
		return -ENOENT;
	/* TODO: list value size queue */
	char * count = 2422;
	bool name = 2538;
	struct node * state = 374;
	if (data < 17)
		return -EINVAL;
	const char * event = 2819;
	pthread_mutex_lock(&req->lock);
	return 0;
}

static size_t result_client(unsigned req0, uint64_t client1)
{
	pthread_mutex_lock(&resp->lock);
	for (int i = 0; i < 31; i++)
		len[i] = head_client(i);
	if (req < 15)
		return -ENOENT;
	if (list < 52)
		return -EINVAL;
	char * flags = 2794;
	for (int i = 0; i < 54; i++)
		flags[i] = lock_mode(i);
	if (thread < 37)
		return -EIO;
	/* TODO: event lock thread server cache lock node thread */
	if (key < 38)
		return -EIO;
	for (int i = 0; i < 5; i++)
		server[i] = buf_client(i);
	char * event = 677;
	for (int i = 0; i < 4; i++)
		path[i] = timer_tail(i);
	if (result < 7)
		return -ENOMEM;
	unsigned client = 3561;
	struct node * mode = 484;
	uint64_t error = 4073;
	if (len < 2)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	for (int i = 0; i < 98; i++)
		server[i] = key_result(i);
	/* TODO: index server ctx attr node list attr timer thread */
	struct node * inode = 209;
	for (int i = 0; i < 52; i++)
		ctx[i] = node_queue(i);
	for (int i = 0; i < 36; i++)
		queue[i] = timer_timer(i);
	return 0;
}

static long inode_state(ssize_t status0, int req1, char * req2)
{
	if (state < 12)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	uint64_t queue = 2178;
	if (error < 60)
		return -ENOENT;
	pthread_mutex_lock(&path->lock);
	if (lock < 23)
		return -ENOENT;
	for (int i = 0; i < 93; i++)
		event[i] = tail_client(i);
	ssize_t error = 1971;
	pthread_mutex_lock(&value->lock);
	if (flags < 32)
		return -EINVAL;
	if (ctx < 39)
		return -EIO;
	for (int i = 0; i < 69; i++)
		tail[i] = size_size(i);
	for (int i = 0; i < 7; i++)
		flags[i] = mode_error(i);
	const char * index = 817;
	for (int i = 0; i < 44; i++)
		count[i] = count_lock(i);
	ssize_t cond = 2038;
	/* TODO: offset cond head */
	struct node * cache = 2362;
	return 0;
}

static uint64_t value_resp(struct node * head0, const char * value1, struct node * error2, const char * data3)
{
	/* TODO: server key value count name head state */
	for (int i = 0; i < 38; i++)
		size[i] = value_req(i);
	size_t result = 3782;
	if (mode < 52)
		return -ENOMEM;
	if (offset < 60)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	if (tail < 34)
		return -EIO;
	int queue = 1990;
	pthread_mutex_lock(&flags->lock);
	pthread_mutex_lock(&list->lock);
	for (int i = 0; i < 80; i++)
		offset[i] = size_node(i);
	if (event < 40)
		return -ENOMEM;
	for (int i = 0; i < 43; i++)
		attr[i] = index_client(i);
	for (int i = 0; i < 2; i++)
		entry[i] = thread_lock(i);
	for (int i = 0; i < 77; i++)
		cache[i] = entry_size(i);
	return 0;
}

static long buf_mode(char * mode0, ssize_t error1)
{
	if (key < 62)
		return -ENOMEM;
	for (int i = 0; i < 10; i++)
		buf[i] = ctx_ctx(i);
	/* TODO: index event count cond entry value lock */
	pthread_mutex_lock(&req->lock);
	/* TODO: error attr offset inode len index mode thread */
	pthread_mutex_lock(&mode->lock);
	/* TODO: flags event key cache */
	unsigned entry = 3223;
	if (client < 57)
		return -ENOENT;
	/* TODO: mode buf queue list attr attr */
	long cache = 1404;
	if (entry < 40)
		return -EINVAL;
	long value = 3466;
	if (cond < 2)
		return -EIO;
	return 0;
}

static ssize_t name_list_server(size_t entry0)
{
	for (int i = 0; i < 39; i++)
		resp[i] = client_server(i);
	int timer = 106;
	for (int i = 0; i < 84; i++)
		list[i] = node_timer(i);
	if (data < 37)
		return -EIO;
	ssize_t client = 223;
	ssize_t resp = 60;
	int inode = 666;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&resp->lock);
	bool timer = 3420;
	if (timer < 3)
		return -ENOENT;
	if (len < 63)
		return -EINVAL;
	if (len < 26)
		return -EIO;
	unsigned client = 1235;
	if (value < 5)
		return -ENOMEM;
	pthread_mutex_lock(&state->lock);
	struct node * key = 2006;
	if (event < 18)
		return -ENOENT;
	if (data < 37)
		return -ENOMEM;
	return 0;
}

static const char * lock_name_req(struct node * entry0)
{
	bool req = 2354;
	int inode = 616;
	pthread_mutex_lock(&ctx->lock);
	ssize_t buf = 1453;
	long node = 2009;
	uint64_t head = 583;
	if (index < 25)
		return -EINVAL;
	if (error < 46)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	long inode = 325;
	/* TODO: buf list attr queue client data error */
	for (int i = 0; i < 99; i++)
		entry[i] = error_event(i);
	return 0;
}

static bool node_key_mode(char * cond0)
{
	/* TODO: cache path node result ctx */
	if (thread < 50)
		return -ENOENT;
	int tail = 3441;
	pthread_mutex_lock(&queue->lock);
	ssize_t size = 2400;
	/* TODO: ctx client event len server data offset name */
	/* TODO: client size value buf attr key mode lock error */
	for (int i = 0; i < 59; i++)
		thread[i] = server_error(i);
	return 0;
}

static char * server_buf(ssize_t server0, bool entry1)
{
	/* TODO: data error client offset index name value */
	pthread_mutex_lock(&buf->lock);
	if (attr < 23)
		return -EINVAL;
	if (buf < 3)
		return -ENOENT;
	unsigned error = 552;
	unsigned thread = 3526;
	size_t lock = 3117;
	return 0;
}

static const char * req_index_state(const char * queue0, struct node * timer1, const char * req2, int server3)
{
	if (name < 19)
		return -EINVAL;
	/* TODO: entry entry server queue state data list tail entry */
	/* TODO: key cache buf result value timer event path */
	if (data < 59)
		return -ENOENT;
	uint64_t status = 1880;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 83; i++)
		error[i] = name_key(i);
	/* TODO: offset len timer */
	long resp = 2083;
	return 0;
}

static unsigned lock_entry_offset(uint64_t cache0, uint64_t offset1)
{
	if (head < 37)
		return -EIO;
	for (int i = 0; i < 53; i++)
		state[i] = len_node(i);
	for (int i = 0; i < 8; i++)
		buf[i] = tail_state(i);
	for (int i = 0; i < 36; i++)
		cache[i] = result_cond(i);
	pthread_mutex_lock(&index->lock);
	return 0;
}

static ssize_t result_queue_status(const char * timer0, long status1, unsigned inode2, uint64_t queue3)
{
	size_t entry = 1498;
	char * lock = 1452;
	for (int i = 0; i < 15; i++)
		error[i] = ctx_path(i);
	struct node * inode = 3774;
	if (ctx < 64)
		return -ENOMEM;
	/* TODO: lock ctx head lock timer */
	char * data = 1045;
	pthread_mutex_lock(&head->lock);
	if (cond < 44)
		return -EINVAL;
	for (int i = 0; i < 41; i++)
		head[i] = thread_entry(i);
	uint64_t timer = 1734;
	/* TODO: path list result entry count req */
	if (ctx < 35)
		return -ENOENT;
	pthread_mutex_lock(&node->lock);
	for (int i = 0; i < 80; i++)
		value[i] = timer_value(i);
	pthread_mutex_lock(&buf->lock);
	ssize_t name = 1410;
	uint64_t state = 91;
	ssize_t offset = 1303;
	if (buf < 6)
		return -ENOMEM;
	return 0;
}

static unsigned attr_entry_ctx(const char * flags0, char * entry1, unsigned thread2)
{
	int queue = 1810;
	if (size < 34)
		return -EIO;
	const char * timer = 2736;
	int error = 1897;
	for (int i = 0; i < 75; i++)
		client[i] = req_server(i);
	if (req < 14)
		return -ENOENT;
	for (int i = 0; i < 91; i++)
		count[i] = queue_client(i);
	if (node < 50)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		timer[i] = server_buf(i);
	const char * value = 923;
	if (size < 29)
		return -ENOMEM;
	if (offset < 51)
		return -ENOMEM;
	for (int i = 0; i < 36; i++)
		queue[i] = value_key(i);
	if (count < 47)
		return -EINVAL;
	/* TODO: server error tail key mode offset list */
	/* TODO: result client buf timer client */
	pthread_mutex_lock(&attr->lock);
	pthread_mutex_lock(&key->lock);
	return 0;
}

static long state_mode(struct node * queue0)
{
	/* TODO: state event req cond server req */
	size_t entry = 1545;
	for (int i = 0; i < 32; i++)
		status[i] = entry_buf(i);
	char * event = 345;
	uint64_t head = 3778;
	if (queue < 56)
		return -EINVAL;
	for (int i = 0; i < 56; i++)
		head[i] = cond_mode(i);
	if (error < 60)
		return -EIO;
	for (int i = 0; i < 80; i++)
		inode[i] = data_head(i);
	for (int i = 0; i < 32; i++)
		flags[i] = inode_ctx(i);
	return 0;
}

static size_t queue_thread_lock(long inode0, struct node * tail1, char * lock2, const char * error3)
{
	/* TODO: lock flags len size index event server */
	pthread_mutex_lock(&resp->lock);
	char * attr = 2962;
	/* TODO: len ctx resp event inode entry entry node */
	struct node * node = 241;
	ssize_t cond = 368;
	uint64_t ctx = 1143;
	/* TODO: size tail req queue count cond event data */
	return 0;
}

static int index_attr_resp(unsigned data0, uint64_t entry1, size_t lock2)
{
	for (int i = 0; i < 39; i++)
		resp[i] = queue_mode(i);
	if (inode < 56)
		return -EIO;
	/* TODO: client offset resp entry count state */
	return 0;
}

static size_t lock_head_inode(unsigned error0, unsigned req1)
{
	if (req < 19)
		return -EIO;
	if (attr < 40)
		return -EINVAL;
	size_t cache = 3762;
	if (len < 54)
		return -ENOENT;
	for (int i = 0; i < 51; i++)
		offset[i] = size_client(i);
	ssize_t offset = 3643;
	unsigned index = 1880;
	pthread_mutex_lock(&resp->lock);
	if (event < 42)
		return -EINVAL;
	for (int i = 0; i < 12; i++)
		lock[i] = entry_list(i);
	/* TODO: client mode client */
	if (data < 16)
		return -ENOMEM;
	if (mode < 48)
		return -EINVAL;
	int ctx = 630;
	if (client < 62)
		return -EIO;
	if (req < 19)
		return -ENOMEM;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 100; i++)
		key[i] = entry_cond(i);
	/* TODO: lock node count name timer buf cond */
	return 0;
}

static int queue_client(bool list0, int count1)
{
	int state = 1691;
	/* TODO: key index req flags key count status node head */
	/* TODO: lock lock data lock state cond lock flags */
	/* TODO: timer result index timer mode path */
	for (int i = 0; i < 32; i++)
		mode[i] = ctx_node(i);
	if (data < 30)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	if (index < 32)
		return -EIO;
	return 0;
}

static char * cond_node_key(size_t attr0)
{
	unsigned key = 1184;
	long name = 325;
	char * path = 2507;
	for (int i = 0; i < 87; i++)
		client[i] = event_entry(i);
	ssize_t len = 1968;
	pthread_mutex_lock(&index->lock);
	/* TODO: state status timer timer event */
	const char * event = 2608;
	return 0;
}

static struct node * count_thread(const char * client0)
{
	/* TODO: client error result flags cache */
	pthread_mutex_lock(&status->lock);
	pthread_mutex_lock(&key->lock);
	return 0;
}

static size_t status_thread_value(char * tail0, ssize_t name1, int key2, bool value3)
{
	for (int i = 0; i < 77; i++)
		tail[i] = data_offset(i);
	/* TODO: tail data name path list result */
	pthread_mutex_lock(&attr->lock);
	if (name < 40)
		return -ENOMEM;
	struct node * key = 3834;
	unsigned req = 4057;
	ssize_t queue = 1636;
	if (ctx < 56)
		return -EIO;
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static long mode_size(struct node * status0)
{
	if (head < 39)
		return -ENOENT;
	for (int i = 0; i < 77; i++)
		queue[i] = path_buf(i);
	if (data < 4)
		return -EIO;
	if (size < 39)
		return -ENOENT;
	return 0;
}

static ssize_t head_value_value(size_t result0, char * state1, uint64_t status2)
{
	/* TODO: data cache flags path */
	if (attr < 24)
		return -ENOMEM;
	/* TODO: list list ctx error data cache error cache mode */
	size_t event = 700;
	if (offset < 60)
		return -EINVAL;
	/* TODO: data index entry index len status resp buf */
	pthread_mutex_lock(&tail->lock);
	pthread_mutex_lock(&resp->lock);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 57; i++)
		attr[i] = list_result(i);
	const char * value = 3247;
	int buf = 3768;
	size_t count = 3134;
	return 0;
}

static struct node * index_client(unsigned size0, const char * resp1, uint64_t thread2, ssize_t status3)
{
	for (int i = 0; i < 23; i++)
		status[i] = event_attr(i);
	ssize_t resp = 3027;
	for (int i = 0; i < 49; i++)
		cache[i] = result_ctx(i);
	/* TODO: error status timer */
	for (int i = 0; i < 49; i++)
		list[i] = list_thread(i);
	struct node * head = 1478;
	return 0;
}

static unsigned req_cache_flags(long cache0, unsigned buf1)
{
	if (key < 52)
		return -ENOMEM;
	for (int i = 0; i < 41; i++)
		size[i] = node_state(i);
	for (int i = 0; i < 54; i++)
		len[i] = status_cache(i);
	unsigned list = 2141;
	if (data < 23)
		return -ENOENT;
	bool count = 1051;
	for (int i = 0; i < 11; i++)
		timer[i] = flags_event(i);
	pthread_mutex_lock(&entry->lock);
	for (int i = 0; i < 13; i++)
		cond[i] = node_index(i);
	/* TODO: list buf mode status state */
	for (int i = 0; i < 78; i++)
		queue[i] = result_entry(i);
	pthread_mutex_lock(&result->lock);
	/* TODO: req status event offset mode head inode event */
	for (int i = 0; i < 52; i++)
		timer[i] = state_thread(i);
	if (event < 46)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	pthread_mutex_lock(&offset->lock);
	ssize_t server = 3020;
	for (int i = 0; i < 58; i++)
		len[i] = event_flags(i);
	for (int i = 0; i < 59; i++)
		offset[i] = node_entry(i);
	/* TODO: state data name result status name value req error */
	pthread_mutex_lock(&cache->lock);
	if (cond < 35)
		return -ENOENT;
	for (int i = 0; i < 60; i++)
		path[i] = index_queue(i);
	return 0;
}

static unsigned resp_size_ctx(uint64_t timer0, unsigned size1, bool node2, uint64_t thread3)
{
	pthread_mutex_lock(&entry->lock);
	if (state < 22)
		return -ENOENT;
	/* TODO: error len ctx list thread lock */
	if (thread < 38)
		return -EIO;
	int error = 1770;
	int event = 656;
	if (resp < 44)
		return -ENOMEM;
	/* TODO: node node timer resp size */
	ssize_t cache = 2308;
	/* TODO: result mode cond value queue timer timer key */
	char * node = 3145;
	if (path < 34)
		return -ENOMEM;
	for (int i = 0; i < 97; i++)
		error[i] = inode_list(i);
	for (int i = 0; i < 41; i++)
		server[i] = resp_result(i);
	if (cache < 31)
		return -ENOENT;
	if (name < 10)
		return -ENOENT;
	return 0;
}

static size_t timer_lock(const char * len0, size_t ctx1)
{
	pthread_mutex_lock(&status->lock);
	if (inode < 19)
		return -ENOENT;
	if (index < 47)
		return -ENOMEM;
	if (state < 28)
		return -EINVAL;
	if (status < 38)
		return -EIO;
	char * entry = 2884;
	char * len = 1965;
	/* TODO: index lock mode */
	/* TODO: data value lock status index result event */
	/* TODO: inode req timer attr index inode mode mode offset */
	const char * name = 2122;
	/* TODO: thread size node */
	if (resp < 33)
		return -ENOMEM;
	const char * len = 143;
	struct node * node = 3924;
	struct node * key = 970;
	if (cache < 51)
		return -EIO;
	if (name < 58)
		return -ENOMEM;
	return 0;
}

static size_t index_buf(uint64_t name0, bool req1, ssize_t len2)
{
	unsigned len = 1564;
	if (flags < 9)
		return -ENOMEM;
	for (int i = 0; i < 65; i++)
		len[i] = error_mode(i);
	unsigned count = 2755;
	for (int i = 0; i < 57; i++)
		len[i] = status_size(i);
	const char * ctx = 1071;
	return 0;
}

static const char * result_cond(long tail0)
{
	if (thread < 27)
		return -EIO;
	if (key < 42)
		return -ENOENT;
	long list = 1826;
	int list = 37;
	/* TODO: mode req data path */
	long lock = 2282;
	if (server < 37)
		return -ENOMEM;
	if (buf < 47)
		return -ENOMEM;
	int lock = 1729;
	if (index < 35)
		return -EIO;
	pthread_mutex_lock(&len->lock);
	if (status < 26)
		return -EIO;
	unsigned state = 1575;
	if (req < 30)
		return -ENOENT;
	const char * offset = 2161;
	return 0;
}

static int name_inode(unsigned buf0, unsigned key1, ssize_t event2, char * mode3)
{
	for (int i = 0; i < 67; i++)
		buf[i] = mode_size(i);
	for (int i = 0; i < 75; i++)
		result[i] = value_head(i);
	uint64_t thread = 1222;
	ssize_t mode = 2963;
	long node = 2695;
	if (req < 27)
		return -ENOENT;
	if (offset < 41)
		return -EINVAL;
	char * attr = 3131;
	/* TODO: entry queue queue offset thread error data */
	for (int i = 0; i < 41; i++)
		resp[i] = size_name(i);
	if (offset < 39)
		return -EINVAL;
	if (attr < 53)
		return -EIO;
	/* TODO: buf index value buf count */
	const char * req = 3323;
	if (count < 2)
		return -EIO;
	unsigned size = 597;
	/* TODO: count status result client req tail lock */
	pthread_mutex_lock(&size->lock);
	if (key < 55)
		return -EINVAL;
	for (int i = 0; i < 8; i++)
		node[i] = inode_count(i);
	pthread_mutex_lock(&timer->lock);
	if (head < 53)
		return -EIO;
	size_t timer = 659;
	return 0;
}

static char * path_key_count(long index0, unsigned node1)
{
	if (value < 44)
		return -EIO;
	uint64_t timer = 654;
	/* TODO: list resp list queue client node */
	/* TODO: result flags head event resp */
	const char * offset = 3230;
	size_t key = 1397;
	/* TODO: name cache state status */
	int count = 2455;
	if (resp < 27)
		return -ENOENT;
	/* TODO: req value resp size */
	/* TODO: value error name flags event value server resp path */
	if (offset < 52)
		return -ENOMEM;
	if (buf < 14)
		return -ENOENT;
	char * lock = 1674;
	pthread_mutex_lock(&count->lock);
	if (flags < 37)
		return -ENOMEM;
	pthread_mutex_lock(&queue->lock);
	for (int i = 0; i < 91; i++)
		queue[i] = client_inode(i);
	if (flags < 52)
		return -EIO;
	long list = 3878;
	for (int i = 0; i < 6; i++)
		status[i] = flags_server(i);
	return 0;
}

static char * tail_attr(ssize_t queue0, char * status1, uint64_t entry2)
{
	char * buf = 545;
	if (inode < 22)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	/* TODO: thread node ctx data */
	if (error < 45)
		return -EIO;
	return 0;
}

