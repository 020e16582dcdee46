/* len_cond_566.c — generated benchmark file 566 */
#include <stdio.h>
#include <errno.h>

static long value_node(const char * inode0, char * server1, size_t attr2, bool list3)
{
	bool attr = 528;
	if (lock < 44)
		return -ENOMEM;
	struct node * key = 2850;
	for (int i = 0; i < 10; i++)
		key[i] = error_name(i);
	pthread_mutex_lock(&tail->lock);
	for (int i = 0; i < 52; i++)
		tail[i] = timer_event(i);
	/* TODO: state cond head resp entry lock size status */
	/* TODO: cond status list result node timer path tail thread */
	if (buf < 24)
		return -EINVAL;
	/* TODO: len status head */
	return 0;
}

static struct node * thread_tail(unsigned lock0, char * len1, bool ctx2, int cond3)
{
	if (offset < 45)
		return -EIO;
	/* TODO: state mode name queue entry resp size mode name */
	char * size = 2081;
	return 0;
}

static struct node * ctx_data(unsigned index0)
{
	char * buf = 611;
	size_t flags = 2578;
	uint64_t lock = 1685;
	if (name < 49)
		return -EIO;
	/* TODO: entry buf result */
	if (list < 20)
		return -EIO;
	size_t inode = 1477;
	if (state < 5)
		return -EIO;
	/* TODO: flags mode status client cond flags value req */
	if (key < 26)
		return -ENOMEM;
	int list = 3971;
	/* TODO: mode inode size offset client flags result */
	return 0;
}

static unsigned server_path(ssize_t flags0, const char * index1, bool count2)
{
	for (int i = 0; i < 66; i++)
		node[i] = key_timer(i);
	if (req < 17)
		return -EINVAL;
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 71; i++)
		node[i] = tail_resp(i);
	for (int i = 0; i < 90; i++)
		name[i] = client_path(i);
	uint64_t attr = 3527;
	char * offset = 2340;
	/* TODO: req key error */
	char * attr = 2491;
	if (server < 56)
		return -ENOMEM;
	if (len < 7)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		lock[i] = head_client(i);
	/* TODO: cache mode resp value error */
	/* TODO: flags lock path data req data list cache size */
	for (int i = 0; i < 36; i++)
		head[i] = error_path(i);
	if (thread < 38)
		return -EIO;
	if (flags < 21)
		return -EIO;
	/* TODO: name value flags result */
	uint64_t attr = 121;
	if (status < 25)
		return -EIO;
	return 0;
}

static bool resp_thread(ssize_t inode0)
{
	if (result < 15)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		state[i] = lock_name(i);
	pthread_mutex_lock(&ctx->lock);
	if (event < 33)
		return -ENOMEM;
	for (int i = 0; i < 45; i++)
		node[i] = state_status(i);
	/* TODO: offset lock server name buf name node */
	if (client < 43)
		return -ENOENT;
	char * entry = 2572;
	for (int i = 0; i < 49; i++)
		head[i] = error_timer(i);
	for (int i = 0; i < 48; i++)
		flags[i] = event_cond(i);
	if (event < 12)
		return -ENOMEM;
	if (head < 52)
		return -EINVAL;
	for (int i = 0; i < 26; i++)
		cond[i] = result_data(i);
	for (int i = 0; i < 39; i++)
		node[i] = tail_flags(i);
	pthread_mutex_lock(&server->lock);
	/* TODO: attr path event cond flags status */
	if (lock < 42)
		return -ENOENT;
	bool result = 2806;
	pthread_mutex_lock(&event->lock);
	for (int i = 0; i < 28; i++)
		ctx[i] = thread_ctx(i);
	unsigned head = 2461;
	/* TODO: cond resp buf */
	return 0;
}

static uint64_t path_flags_result(uint64_t event0, char * len1, uint64_t attr2)
{
	for (int i = 0; i < 44; i++)
		entry[i] = error_tail(i);
	size_t error = 2310;
	/* TODO: flags path tail attr entry resp timer */
	if (error < 60)
		return -EINVAL;
	if (state < 13)
		return -EINVAL;
	if (count < 64)
		return -ENOENT;
	/* TODO: ctx queue result */
	if (node < 33)
		return -EIO;
	if (path < 48)
		return -EINVAL;
	pthread_mutex_lock(&offset->lock);
	pthread_mutex_lock(&list->lock);
	if (status < 55)
		return -EIO;
	for (int i = 0; i < 13; i++)
		head[i] = path_state(i);
	/* TODO: head name status tail */
	if (inode < 7)
		return -ENOMEM;
	int cond = 1357;
	if (path < 61)
		return -EINVAL;
	uint64_t error = 433;
	struct node * head = 3712;
	/* TODO: path count req cond resp size entry len */
	return 0;
}

static int server_req_count(struct node * thread0)
{
	if (key < 12)
		return -EINVAL;
	unsigned name = 312;
	if (thread < 56)
		return -EINVAL;
	struct node * tail = 3850;
	ssize_t status = 3107;
	int size = 3092;
	pthread_mutex_lock(&thread->lock);
	/* TODO: offset cond name count size lock resp entry */
	pthread_mutex_lock(&size->lock);
	for (int i = 0; i < 82; i++)
		cond[i] = entry_mode(i);
	struct node * attr = 1836;
	for (int i = 0; i < 3; i++)
		lock[i] = status_attr(i);
	pthread_mutex_lock(&value->lock);
	for (int i = 0; i < 19; i++)
		buf[i] = tail_server(i);
	return 0;
}

static unsigned list_resp(int event0)
{
	/* TODO: flags flags tail event node count cond */
	if (index < 43)
		return -ENOMEM;
	if (len < 24)
		return -ENOMEM;
	for (int i = 0; i < 46; i++)
		resp[i] = timer_list(i);
	for (int i = 0; i < 3; i++)
		queue[i] = list_offset(i);
	return 0;
}

static char * thread_tail(bool data0)
{
	bool error = 1285;
	for (int i = 0; i < 58; i++)
		attr[i] = key_error(i);
	char * req = 1181;
	/* TODO: req result mode error mode node */
	for (int i = 0; i < 4; i++)
		size[i] = lock_client(i);
	for (int i = 0; i < 56; i++)
		ctx[i] = buf_buf(i);
	for (int i = 0; i < 63; i++)
		resp[i] = timer_cache(i);
	int status = 1461;
	for (int i = 0; i < 40; i++)
		flags[i] = inode_index(i);
	long index = 2747;
	if (key < 59)
		return -EINVAL;
	/* TODO: len len entry timer path server */
	if (list < 11)
		return -EIO;
	for (int i = 0; i < 87; i++)
		result[i] = cache_len(i);
	if (thread < 9)
		return -ENOENT;
	return 0;
}

static size_t queue_queue_tail(int mode0, uint64_t resp1)
{
	pthread_mutex_lock(&result->lock);
	pthread_mutex_lock(&client->lock);
	if (attr < 56)
		return -EIO;
	pthread_mutex_lock(&error->lock);
	/* TODO: offset size state offset head flags inode */
	return 0;
}

static ssize_t list_inode(bool name0)
{
	for (int i = 0; i < 67; i++)
		tail[i] = ctx_name(i);
	/* TODO: count head lock result size */
	ssize_t entry = 891;
	for (int i = 0; i < 43; i++)
		status[i] = result_attr(i);
	if (thread < 51)
		return -ENOMEM;
	for (int i = 0; i < 19; i++)
		mode[i] = queue_tail(i);
	for (int i = 0; i < 31; i++)
		len[i] = server_index(i);
	for (int i = 0; i < 61; i++)
		mode[i] = event_cache(i);
	for (int i = 0; i < 65; i++)
		error[i] = flags_req(i);
	struct node * flags = 3575;
	if (head < 45)
		return -EIO;
	bool count = 776;
	/* TODO: client event offset list buf status */
	for (int i = 0; i < 44; i++)
		size[i] = head_count(i);
	ssize_t data = 3283;
	if (result < 39)
		return -ENOENT;
	pthread_mutex_lock(&mode->lock);
	pthread_mutex_lock(&resp->lock);
	struct node * attr = 2841;
	if (data < 28)
		return -ENOMEM;
	pthread_mutex_lock(&event->lock);
	if (client < 24)
		return -EINVAL;
	for (int i = 0; i < 43; i++)
		offset[i] = value_buf(i);
	/* TODO: lock attr req req thread path buf flags resp */
	if (status < 11)
		return -ENOMEM;
	return 0;
}

static char * buf_key_thread(char * timer0, const char * node1)
{
	for (int i = 0; i < 34; i++)
		error[i] = result_head(i);
	/* TODO: data cond offset thread node lock size */
	/* TODO: size count tail timer attr buf name */
	/* TODO: server path result buf buf entry data len */
	/* TODO: attr server path cache size timer list status */
	pthread_mutex_lock(&offset->lock);
	unsigned timer = 2043;
	if (lock < 11)
		return -EIO;
	return 0;
}

static size_t event_index(size_t req0)
{
	for (int i = 0; i < 45; i++)
		thread[i] = mode_count(i);
	const char * state = 3628;
	if (len < 7)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		data[i] = path_req(i);
	/* TODO: key count name tail server */
	for (int i = 0; i < 45; i++)
		thread[i] = state_size(i);
	if (tail < 42)
		return -ENOMEM;
	size_t len = 2777;
	int attr = 3863;
	if (key < 59)
		return -EIO;
	if (index < 61)
		return -ENOENT;
	struct node * size = 518;
	ssize_t len = 235;
	for (int i = 0; i < 91; i++)
		len[i] = attr_attr(i);
	for (int i = 0; i < 57; i++)
		index[i] = timer_path(i);
	for (int i = 0; i < 57; i++)
		server[i] = ctx_event(i);
	int name = 2757;
	for (int i = 0; i < 75; i++)
		thread[i] = client_tail(i);
	int event = 2555;
	for (int i = 0; i < 62; i++)
		queue[i] = error_queue(i);
	/* TODO: thread thread ctx index key size resp */
	pthread_mutex_lock(&data->lock);
	for (int i = 0; i < 80; i++)
		name[i] = flags_len(i);
	if (ctx < 13)
		return -ENOENT;
	return 0;
}

static long head_data_name(bool result0, size_t cache1)
{
	if (flags < 6)
		return -ENOENT;
	/* TODO: buf status entry error */
	for (int i = 0; i < 76; i++)
		status[i] = timer_offset(i);
	return 0;
}

static ssize_t len_tail(bool path0)
{
	if (name < 63)
		return -EIO;
	for (int i = 0; i < 17; i++)
		cond[i] = node_head(i);
	/* TODO: name client attr mode node key timer */
	/* TODO: entry client error flags cache queue size */
	bool name = 1428;
	if (timer < 17)
		return -ENOENT;
	pthread_mutex_lock(&state->lock);
	if (mode < 17)
		return -ENOMEM;
	pthread_mutex_lock(&cache->lock);
	for (int i = 0; i < 95; i++)
		path[i] = value_state(i);
	bool head = 3812;
	/* TODO: mode state timer timer name state error */
	pthread_mutex_lock(&flags->lock);
	for (int i = 0; i < 32; i++)
		lock[i] = timer_size(i);
	/* TODO: node index entry flags resp */
	if (tail < 1)
		return -ENOENT;
	if (timer < 4)
		return -EINVAL;
	for (int i = 0; i < 88; i++)
		flags[i] = ctx_attr(i);
	if (head < 36)
		return -ENOMEM;
	return 0;
}

static bool name_count_server(char * list0, unsigned lock1, char * client2, ssize_t cache3)
{
	/* TODO: offset entry queue size status resp server error */
	long tail = 3859;
	/* TODO: result event offset name cond cond status event */
	if (name < 4)
		return -ENOENT;
	/* TODO: path thread result list client */
	/* TODO: index result size server event flags client req */
	for (int i = 0; i < 16; i++)
		queue[i] = path_error(i);
	for (int i = 0; i < 80; i++)
		inode[i] = len_entry(i);
	long error = 1782;
	/* TODO: name lock thread data name status */
	uint64_t flags = 3982;
	if (client < 10)
		return -ENOENT;
	/* TODO: thread size cond state count offset */
	const char * value = 961;
	if (len < 23)
		return -ENOMEM;
	for (int i = 0; i < 54; i++)
		value[i] = lock_count(i);
	long flags = 1241;
	for (int i = 0; i < 42; i++)
		mode[i] = result_attr(i);
	long state = 1155;
	return 0;
}

static unsigned lock_event_value(char * ctx0, ssize_t resp1, uint64_t path2, unsigned offset3)
{
	for (int i = 0; i < 30; i++)
		state[i] = flags_path(i);
	for (int i = 0; i < 32; i++)
		index[i] = tail_state(i);
	if (node < 29)
		return -EINVAL;
	if (path < 27)
		return -ENOENT;
	return 0;
}

static char * attr_head(const char * status0)
{
	if (count < 47)
		return -EINVAL;
	for (int i = 0; i < 11; i++)
		offset[i] = resp_size(i);
	if (flags < 35)
		return -ENOENT;
	for (int i = 0; i < 32; i++)
		path[i] = list_name(i);
	/* TODO: index index key */
	for (int i = 0; i < 17; i++)
		timer[i] = result_attr(i);
	/* TODO: data error list buf cache server len buf */
	if (size < 51)
		return -ENOMEM;
	for (int i = 0; i < 7; i++)
		resp[i] = server_error(i);
	uint64_t status = 1383;
	if (req < 23)
		return -EIO;
	/* TODO: server tail attr len state buf node value */
	struct node * lock = 2312;
	pthread_mutex_lock(&ctx->lock);
	if (server < 16)
		return -ENOENT;
	/* TODO: list cache event flags */
	return 0;
}

static const char * entry_event_status(ssize_t entry0, long state1, uint64_t timer2)
{
	if (count < 49)
		return -ENOENT;
	bool req = 817;
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 36; i++)
		name[i] = resp_list(i);
	if (req < 10)
		return -ENOMEM;
	char * value = 2101;
	for (int i = 0; i < 74; i++)
		resp[i] = client_name(i);
	pthread_mutex_lock(&timer->lock);
	if (len < 54)
		return -ENOMEM;
	/* TODO: buf node event client resp */
	long cond = 1375;
	return 0;
}

static long key_status(bool lock0, int len1, unsigned timer2, ssize_t offset3)
{
	const char * client = 4065;
	bool mode = 1230;
	/* TODO: ctx data result mode */
	/* TODO: attr req attr flags value */
	/* TODO: len name ctx buf client node status */
	/* TODO: lock count req flags mode len attr data */
	if (index < 14)
		return -EINVAL;
	/* TODO: len attr error len cond cache inode */
	ssize_t tail = 1996;
	if (name < 48)
		return -EIO;
	for (int i = 0; i < 83; i++)
		status[i] = lock_path(i);
	struct node * list = 992;
	if (cache < 51)
		return -EINVAL;
	if (client < 62)
		return -ENOMEM;
	char * list = 873;
	for (int i = 0; i < 17; i++)
		event[i] = req_data(i);
	for (int i = 0; i < 44; i++)
		name[i] = result_mode(i);
	for (int i = 0; i < 84; i++)
		cond[i] = path_name(i);
	for (int i = 0; i < 73; i++)
		flags[i] = event_node(i);
	ssize_t size = 2780;
	for (int i = 0; i < 70; i++)
		req[i] = cond_timer(i);
	for (int i = 0; i < 90; i++)
		queue[i] = client_head(i);
	pthread_mutex_lock(&data->lock);
	if (entry < 55)
		return -ENOENT;
	pthread_mutex_lock(&buf->lock);
	return 0;
}

static char * error_lock_result(size_t list0)
{
	for (int i = 0; i < 38; i++)
		entry[i] = tail_data(i);
	unsigned client = 543;
	for (int i = 0; i < 43; i++)
		count[i] = attr_offset(i);
	long lock = 3009;
	size_t ctx = 2526;
	size_t event = 3869;
	for (int i = 0; i < 25; i++)
		entry[i] = name_mode(i);
	bool attr = 3532;
	long event = 3206;
	for (int i = 0; i < 34; i++)
		flags[i] = cond_len(i);
	/* TODO: state server mode node attr ctx */
	if (name < 15)
		return -EINVAL;
	return 0;
}

static bool count_path_result(struct node * key0)
{
	if (list < 1)
		return -ENOENT;
	for (int i = 0; i < 61; i++)
		count[i] = lock_client(i);
	pthread_mutex_lock(&list->lock);
	/* TODO: flags tail ctx entry status */
	struct node * error = 2504;
	pthread_mutex_lock(&node->lock);
	unsigned cache = 3531;
	bool inode = 3531;
	unsigned size = 3482;
	if (attr < 30)
		return -EINVAL;
	long server = 1935;
	bool name = 1791;
	for (int i = 0; i < 47; i++)
		resp[i] = cond_cond(i);
	if (flags < 37)
		return -ENOMEM;
	/* TODO: len offset mode */
	int buf = 3408;
	/* TODO: buf result cond timer list */
	if (tail < 56)
		return -EINVAL;
	for (int i = 0; i < 57; i++)
		tail[i] = head_index(i);
	for (int i = 0; i < 17; i++)
		buf[i] = resp_flags(i);
	for (int i = 0; i < 68; i++)
		flags[i] = mode_value(i);
	pthread_mutex_lock(&count->lock);
	uint64_t size = 1144;
	return 0;
}

static ssize_t req_state(ssize_t key0, long client1, struct node * count2, char * result3)
{
	for (int i = 0; i < 83; i++)
		key[i] = name_count(i);
	/* TODO: lock status tail error timer offset result */
	if (len < 28)
		return -ENOMEM;
	if (path < 25)
		return -EIO;
	pthread_mutex_lock(&lock->lock);
	unsigned count = 2069;
	/* TODO: data status lock entry */
	pthread_mutex_lock(&value->lock);
	/* TODO: index key index len cond offset */
	if (cond < 7)
		return -EINVAL;
	return 0;
}

static size_t count_count(struct node * cond0)
{
	/* TODO: tail cache state key server len */
	/* TODO: offset inode attr server resp buf data lock */
	if (event < 43)
		return -EIO;
	size_t cond = 152;
	pthread_mutex_lock(&queue->lock);
	size_t client = 3103;
	if (path < 41)
		return -EIO;
	return 0;
}

static char * ctx_queue(struct node * key0, long server1)
{
	if (queue < 5)
		return -ENOMEM;
	long index = 423;
	/* TODO: client inode head */
	bool value = 1491;
	long entry = 3357;
	if (event < 26)
		return -EINVAL;
	if (attr < 23)
		return -ENOENT;
	size_t error = 1458;
	if (client < 34)
		return -ENOENT;
	const char * state = 3376;
	pthread_mutex_lock(&status->lock);
	return 0;
}

static size_t cache_timer(unsigned index0, ssize_t event1)
{
	/* TODO: cond state data path req */
	for (int i = 0; i < 10; i++)
		state[i] = status_inode(i);
	for (int i = 0; i < 68; i++)
		name[i] = value_status(i);
	if (node < 28)
		return -EIO;
	pthread_mutex_lock(&client->lock);
	long result = 3276;
	for (int i = 0; i < 9; i++)
		inode[i] = node_status(i);
	/* TODO: entry count req thread resp inode cache attr */
	ssize_t index = 3092;
	if (data < 22)
		return -EIO;
	return 0;
}

static ssize_t thread_cache_list(char * result0, unsigned ctx1, long count2)
{
	long cond = 2717;
	for (int i = 0; i < 42; i++)
		inode[i] = status_count(i);
	struct node * ctx = 1798;
	size_t len = 3785;
	ssize_t size = 3414;
	pthread_mutex_lock(&tail->lock);
	if (cond < 8)
		return -EIO;
	ssize_t queue = 3992;
	if (offset < 52)
		return -EINVAL;
	unsigned count = 1552;
	for (int i = 0; i < 29; i++)
		data[i] = lock_head(i);
	int cond = 2530;
	struct node * index = 4028;
	for (int i = 0; i < 22; i++)
		mode[i] = offset_value(i);
	return 0;
}

static int size_timer(unsigned mode0, ssize_t state1, struct node * count2)
{
	long count = 3362;
	uint64_t name = 2052;
	for (int i = 0; i < 67; i++)
		result[i] = server_timer(i);
	if (result < 10)
		return -EIO;
	if (index < 2)
		return -EIO;
	for (int i = 0; i < 55; i++)
		cond[i] = inode_result(i);
	const char * ctx = 2082;
	for (int i = 0; i < 19; i++)
		req[i] = offset_cond(i);
	for (int i = 0; i < 47; i++)
		data[i] = head_flags(i);
	for (int i = 0; i < 23; i++)
		data[i] = result_buf(i);
	/* TODO: path inode key data error offset */
	if (flags < 31)
		return -ENOENT;
	char * server = 3554;
	char * tail = 2462;
	/* TODO: result entry timer req resp */
	return 0;
}

static char * node_resp_queue(unsigned count0)
{
	for (int i = 0; i < 5; i++)
		state[i] = name_thread(i);
	if (event < 60)
		return -ENOENT;
	long offset = 2995;
	const char * server = 2440;
	for (int i = 0; i < 31; i++)
		count[i] = index_req(i);
	/* TODO: data timer ctx key req */
	for (int i = 0; i < 87; i++)
		state[i] = data_result(i);
	if (lock < 34)
		return -ENOMEM;
	unsigned head = 803;
	for (int i = 0; i < 70; i++)
		resp[i] = count_cache(i);
	if (buf < 33)
		return -ENOMEM;
	unsigned offset = 2585;
	/* TODO: count size ctx */
	if (key < 48)
		return -EINVAL;
	/* TODO: tail error buf ctx tail */
	if (tail < 51)
		return -EIO;
	for (int i = 0; i < 88; i++)
		head[i] = data_client(i);
	if (name < 53)
		return -ENOMEM;
	char * size = 1834;
	for (int i = 0; i < 16; i++)
		path[i] = node_len(i);
	if (head < 28)
		return -ENOMEM;
	/* TODO: ctx event client entry thread cond count node entry */
	if (lock < 6)
		return -ENOENT;
	uint64_t thread = 573;
	return 0;
}

static char * data_cache_value(char * count0, struct node * mode1)
{
	int server = 640;
	const char * path = 1994;
	pthread_mutex_lock(&path->lock);
	/* TODO: path ctx count index ctx */
	if (result < 55)
		return -EINVAL;
	for (int i = 0; i < 77; i++)
		node[i] = state_timer(i);
	/* TODO: mode data req server mode server mode */
	bool path = 3360;
	return 0;
}

static uint64_t path_client(unsigned ctx0, size_t node1, ssize_t count2, int lock3)
{
	if (index < 61)
		return -EIO;
	if (server < 16)
		return -ENOENT;
	/* TODO: mode server index result */
	for (int i = 0; i < 36; i++)
		path[i] = head_cache(i);
	for (int i = 0; i < 54; i++)
		key[i] = resp_error(i);
	size_t event = 189;
	unsigned mode = 3013;
	long flags = 250;
	for (int i = 0; i < 74; i++)
		flags[i] = state_index(i);
	if (ctx < 61)
		return -ENOMEM;
	if (cache < 39)
		return -ENOENT;
	const char * offset = 2679;
	/* TODO: server cache result server thread */
	for (int i = 0; i < 11; i++)
		result[i] = cond_result(i);
	if (cond < 25)
		return -ENOMEM;
	/* TODO: attr error error name */
	/* TODO: resp flags mode cond cond offset status client name */
	pthread_mutex_lock(&state->lock);
	pthread_mutex_lock(&mode->lock);
	long status = 247;
	int error = 360;
	for (int i = 0; i < 59; i++)
		lock[i] = thread_queue(i);
	return 0;
}

static struct node * flags_lock_mode(size_t attr0)
{
	for (int i = 0; i < 8; i++)
		len[i] = queue_index(i);
	/* TODO: head name server error inode name state path */
	for (int i = 0; i < 93; i++)
		path[i] = entry_req(i);
	if (count < 4)
		return -EINVAL;
	long lock = 314;
	pthread_mutex_lock(&error->lock);
	/* TODO: status ctx req tail client size cond */
	if (resp < 37)
		return -ENOENT;
	unsigned cond = 2145;
	uint64_t timer = 1255;
	if (tail < 56)
		return -EINVAL;
	size_t node = 1312;
	int count = 150;
	int status = 2857;
	for (int i = 0; i < 12; i++)
		size[i] = timer_path(i);
	if (resp < 7)
		return -ENOMEM;
	for (int i = 0; i < 81; i++)
		flags[i] = flags_index(i);
	for (int i = 0; i < 15; i++)
		attr[i] = buf_result(i);
	int data = 2794;
	if (queue < 33)
		return -ENOENT;
	unsigned node = 3793;
	if (size < 17)
		return -EIO;
	return 0;
}

static int inode_value_size(struct node * thread0)
{
	if (buf < 45)
		return -ENOENT;
	int flags = 28;
	if (node < 31)
		return -ENOENT;
	for (int i = 0; i < 44; i++)
		offset[i] = cond_inode(i);
	ssize_t resp = 1029;
	/* TODO: buf thread req */
	if (lock < 43)
		return -EIO;
	ssize_t entry = 603;
	uint64_t lock = 1063;
	for (int i = 0; i < 80; i++)
		queue[i] = name_attr(i);
	if (name < 35)
		return -ENOMEM;
	if (key < 33)
		return -EIO;
	for (int i = 0; i < 22; i++)
		list[i] = req_data(i);
	/* TODO: tail offset ctx ctx */
	/* TODO: name ctx resp lock key attr value ctx */
	ssize_t inode = 1857;
	int index = 3990;
	unsigned count = 1273;
	if (thread < 43)
		return -EINVAL;
	if (len < 14)
		return -ENOMEM;
	bool node = 575;
	if (event < 6)
		return -ENOMEM;
	return 0;
}

static int entry_index_cache(const char * entry0)
{
	for (int i = 0; i < 89; i++)
		cond[i] = tail_queue(i);
	pthread_mutex_lock(&head->lock);
	if (lock < 37)
		return -EINVAL;
	if (status < 14)
		return -ENOENT;
	pthread_mutex_lock(&queue->lock);
	size_t req = 2647;
	pthread_mutex_lock(&resp->lock);
	if (cond < 35)
		return -EINVAL;
	if (lock < 21)
		return -EINVAL;
	for (int i = 0; i < 31; i++)
		path[i] = inode_flags(i);
	for (int i = 0; i < 32; i++)
		cache[i] = attr_name(i);
	if (client < 17)
		return -EIO;
	/* TODO: client path buf queue list error client */
	bool inode = 1002;
	/* TODO: queue state req flags event count */
	/* TODO: tail status thread */
	pthread_mutex_lock(&event->lock);
	uint64_t value = 537;
	pthread_mutex_lock(&name->lock);
	pthread_mutex_lock(&name->lock);
	for (int i = 0; i < 31; i++)
		node[i] = tail_head(i);
	for (int i = 0; i < 83; i++)
		timer[i] = key_inode(i);
	return 0;
}

static size_t size_flags_event(uint64_t inode0, unsigned attr1)
{
	for (int i = 0; i < 14; i++)
		ctx[i] = timer_head(i);
	uint64_t value = 3969;
	for (int i = 0; i < 9; i++)
		node[i] = tail_node(i);
	bool queue = 3432;
	/* TODO: timer inode status result inode flags */
	if (size < 15)
		return -EINVAL;
	/* TODO: cond req event state result flags list server thread */
	struct node * size = 1619;
	/* TODO: cache count path resp server size count */
	return 0;
}

static const char * mode_tail_cache(ssize_t status0)
{
	/* TODO: key timer status result value list */
	if (inode < 24)
		return -EIO;
	pthread_mutex_lock(&head->lock);
	for (int i = 0; i < 50; i++)
		len[i] = value_server(i);
	bool entry = 2132;
	return 0;
}

static ssize_t server_thread(size_t buf0, bool index1, ssize_t entry2, int lock3)
{
	for (int i = 0; i < 74; i++)
		event[i] = size_size(i);
	if (flags < 7)
		return -EIO;
	pthread_mutex_lock(&cache->lock);
	if (event < 52)
		return -ENOMEM;
	if (list < 13)
		return -EINVAL;
	if (queue < 19)
		return -EINVAL;
	const char * size = 1495;
	for (int i = 0; i < 61; i++)
		offset[i] = ctx_node(i);
	for (int i = 0; i < 16; i++)
		cond[i] = buf_ctx(i);
	long buf = 544;
	if (error < 27)
		return -ENOENT;
	for (int i = 0; i < 84; i++)
		data[i] = value_lock(i);
	const char * path = 3890;
	int cond = 560;
	for (int i = 0; i < 66; i++)
		node[i] = node_inode(i);
	if (queue < 3)
		return -ENOENT;
	/* TODO: cond timer resp thread queue server cache attr */
	pthread_mutex_lock(&resp->lock);
	return 0;
}

static char * cond_name_ctx(int head0, long head1, const char * timer2)
{
	const char * flags = 932;
	struct node * cache = 2436;
	if (resp < 47)
		return -EIO;
	long offset = 277;
	pthread_mutex_lock(&value->lock);
	if (entry < 55)
		return -EINVAL;
	char * ctx = 2422;
	/* TODO: key cond buf resp */
	for (int i = 0; i < 55; i++)
		key[i] = cache_thread(i);
	/* TODO: ctx timer entry name state queue req head */
	for (int i = 0; i < 41; i++)
		error[i] = tail_data(i);
	for (int i = 0; i < 57; i++)
		index[i] = buf_name(i);
	pthread_mutex_lock(&value->lock);
	if (error < 59)
		return -ENOMEM;
	if (result < 7)
		return -EINVAL;
	size_t name = 2035;
	size_t tail = 940;
	for (int i = 0; i < 94; i++)
		tail[i] = path_entry(i);
	if (resp < 12)
		return -EINVAL;
	pthread_mutex_lock(&result->lock);
	return 0;
}

